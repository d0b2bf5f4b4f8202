/**
 * Faults: the server killed with SIGKILL in the middle of writes loses nothing
 * it acknowledged and reopens cleanly; PostgreSQL unreachable gives 503 from
 * /api/health and the API, and the app recovers without a restart.
 */
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, freshPostgresDatabase, startServer } from "./server.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function signInCookie(url: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: "teacher@scriptureskits.test", password: "teacher-password" }),
  });
  expect(login.status).toBe(200);
  return login.headers.get("set-cookie")!.split(";")[0]!;
}

function createSkit(url: string, cookie: string, n: number) {
  return fetch(`${url}/api/skits/create`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, cookie },
    body: JSON.stringify({
      topic: `Fault test ${n}: the lost coin`,
      speakingParts: 2,
      length: "very-short",
      language: "english",
      ageGroup: "children",
    }),
  });
}

describe("kill -9 during writes (embedded PGlite)", () => {
  it("keeps every acknowledged write and reopens cleanly", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "ss-kill-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
    const cookie = await signInCookie(first.url);
    // Admins have unlimited credits; the teacher has 5: make the teacher unlimited-free by using few writes.
    const acknowledged: string[] = [];
    const writes = Array.from({ length: 4 }, (_, i) =>
      createSkit(first.url, cookie, i)
        .then(async (r) => {
          if (r.status === 201) acknowledged.push(((await r.json()) as { uuid: string }).uuid);
        })
        .catch(() => undefined),
    );
    // Let some writes finish, then kill the server mid-flight.
    await Promise.race([Promise.all(writes), new Promise((r) => setTimeout(r, 150))]);
    await first.stop("SIGKILL");
    await Promise.allSettled(writes);

    const second = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
    cleanups.push(() => second.stop());
    const cookieAgain = await signInCookie(second.url);
    for (const uuid of acknowledged) {
      const read = await fetch(`${second.url}/api/skits/${uuid}`, { headers: { cookie: cookieAgain } });
      expect(read.status, `skit ${uuid} acknowledged before the kill`).toBe(200);
    }
    const user = (await (
      await fetch(`${second.url}/api/auth/user`, { headers: { cookie: cookieAgain } })
    ).json()) as { credits: number };
    // A create may commit in the instant before the kill without its answer reaching the client: the
    // skit and its credit then both exist. What must hold: every stored skit spent exactly one credit.
    const own = (await (
      await fetch(`${second.url}/api/skits/user`, { headers: { cookie: cookieAgain } })
    ).json()) as { skits: { uuid: string; topic: string }[] };
    const stored = own.skits.filter((s) => s.topic.startsWith("Fault test "));
    expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(stored.map((s) => s.uuid)).toEqual(expect.arrayContaining(acknowledged));
    expect(user.credits).toBe(5 - stored.length);
  });
});

/** A TCP proxy in front of PostgreSQL that the test can cut and restore. */
async function startProxy(targetPort: number) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, "127.0.0.1");
    sockets.add(client);
    sockets.add(upstream);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", () => r()));
  return {
    port,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    restore() {
      open = true;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe("PostgreSQL unreachable", () => {
  it("answers 503 with a clear message and recovers without a restart", async () => {
    const database = await freshPostgresDatabase();
    cleanups.push(database.drop);
    const dbUrl = new URL(database.url);
    const proxy = await startProxy(Number(dbUrl.port || 5432));
    cleanups.push(proxy.close);
    dbUrl.host = `127.0.0.1:${proxy.port}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "ss-outage-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() });
    cleanups.push(() => server.stop());
    expect((await fetch(`${server.url}/api/skits/1`)).status).toBe(200);

    proxy.cut();
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ database: "unavailable" });
    const api = await fetch(`${server.url}/api/skits/1`);
    expect(api.status).toBe(503);
    expect(((await api.json()) as { message: string }).message).toMatch(/temporarily unavailable/i);
    const page = await fetch(`${server.url}/browse`);
    expect(page.status).toBe(503);

    proxy.restore();
    await expect
      .poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 20_000, interval: 500 })
      .toBe(200);
    expect((await fetch(`${server.url}/api/skits/1`)).status).toBe(200);
  });
});
