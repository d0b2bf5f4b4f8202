/**
 * Two stateless app instances on different ports against the same PostgreSQL
 * database and the same session store: a session created on one is valid on
 * the other, and data written through one is read through the other.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPostgresDatabase, type RunningServer, startServer } from "./server.ts";

let a: RunningServer;
let b: RunningServer;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let dataDir: string;

beforeAll(async () => {
  database = await freshPostgresDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "ss-multi-"));
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
  a = await startServer(env);
  b = await startServer({ ...env, SEED_ON_START: "false" });
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("several app instances", () => {
  it("share sessions and data", async () => {
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a.url },
      body: JSON.stringify({ email: "teacher@scriptureskits.test", password: "teacher-password" }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie")?.split(";")[0];
    expect(cookie).toMatch(/^ss_session=/);

    const onB = await fetch(`${b.url}/api/auth/user`, { headers: { cookie: cookie! } });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ email: "teacher@scriptureskits.test" });

    const created = await fetch(`${b.url}/api/skits/create`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: b.url, cookie: cookie! },
      body: JSON.stringify({
        topic: "Ruth and Naomi",
        speakingParts: 3,
        length: "short",
        language: "english",
        ageGroup: "children",
      }),
    });
    expect(created.status).toBe(201);
    const { uuid } = (await created.json()) as { uuid: string };
    const readOnA = await fetch(`${a.url}/api/skits/${uuid}`, { headers: { cookie: cookie! } });
    expect(readOnA.status).toBe(200);

    const logout = await fetch(`${a.url}/api/logout`, { headers: { cookie: cookie! }, redirect: "manual" });
    expect(logout.status).toBeGreaterThanOrEqual(300);
    const afterLogout = await fetch(`${b.url}/api/auth/user`, { headers: { cookie: cookie! } });
    expect(afterLogout.status).toBe(401);
  });
});
