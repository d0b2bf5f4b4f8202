import { databaseKind, pingDatabase } from "~/server/db/client.ts";
import { json } from "~/server/http/handler.ts";
import { pingKv } from "~/server/kv/kv.ts";

async function check(probe: () => Promise<unknown>): Promise<"ok" | "unavailable"> {
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 3000)),
    ]);
    return "ok";
  } catch {
    return "unavailable";
  }
}

/** Database and session-store status: 200 when both answer, else 503. */
export async function GET() {
  const [database, sessions] = await Promise.all([check(pingDatabase), check(pingKv)]);
  const ok = database === "ok" && sessions === "ok";
  const kind = database === "ok" ? await databaseKind() : undefined;
  return json(
    { status: ok ? "ok" : "unavailable", database, databaseKind: kind, sessions },
    { status: ok ? 200 : 503 },
  );
}
