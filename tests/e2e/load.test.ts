/**
 * A bounded load test on loopback: 30 virtual users for 20 s against the
 * production build on a fresh PostgreSQL database, mixing library browsing
 * (pages and API), skit views, creates with the offline writer, ratings and
 * downloads. Zero errors (no 5xx, 4xx or network failures), and no lost
 * writes: the database, read directly, holds every acknowledged create,
 * rating and download. `npm run bench:load` runs the same for 60 s.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeLoad, lostWrites, runLoad } from "../../scripts/bench-load.ts";
import { freshPostgresDatabase, type RunningServer, startServer } from "./server.ts";

const USERS = 30;
const SECONDS = 20;

let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let server: RunningServer;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "ss-load-"));

beforeAll(async () => {
  database = await freshPostgresDatabase();
  server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url, DENO_KV_URL: "" });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("load", () => {
  it(
    `${USERS} users for ${SECONDS} s: no errors and no lost writes`,
    async () => {
      const library = (await (await fetch(`${server.url}/api/skits?pageSize=24`)).json()) as {
        skits: { uuid: string }[];
      };
      expect(library.skits.length).toBeGreaterThan(3);
      const result = await runLoad({
        url: server.url,
        users: USERS,
        seconds: SECONDS,
        skitUuids: library.skits.map((s) => s.uuid),
      });
      console.log(describeLoad(result));
      expect(result.errors.slice(0, 10)).toEqual([]);
      expect(result.errors).toHaveLength(0);
      // The mix really ran every kind of request, writes included.
      for (const action of ["browse-page", "search-api", "view", "create", "rate", "download"]) {
        expect(result.byAction[action]?.count ?? 0, action).toBeGreaterThan(0);
      }
      expect(result.created.length).toBeGreaterThan(0);
      expect(result.ratings.size).toBeGreaterThan(0);
      const lost = await lostWrites(database.url, result);
      expect(lost).toEqual([]);
      // The server is still healthy afterwards.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    },
    SECONDS * 1000 + 90_000,
  );
});
