/**
 * Per test file: a fresh database copied from the migrated template, an
 * in-memory session store, quiet logs, and the offline generator.
 */
import { readFileSync } from "node:fs";
import { afterAll, inject } from "vitest";
import { resetConfigForTests } from "../../src/server/config.ts";
import { closeDb, type Handle, schema, setDbHandleForTests } from "../../src/server/db/client.ts";
import { closeKv } from "../../src/server/kv/kv.ts";

process.env.DENO_KV_URL = ":memory:";
process.env.SEED_ON_START = "false";
process.env.DATA_DIR = `/tmp/ss-test-data-${process.pid}`;
delete process.env.OPENAI_API_KEY;
delete process.env.STRIPE_SECRET_KEY;
delete process.env.SMTP_URL;
delete process.env.DATABASE_URL;
resetConfigForTests();

async function openPglite(): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const bytes = readFileSync(inject("pgliteTemplate"));
  const client = new PGlite({ loadDataDir: new Blob([bytes]) });
  await client.waitReady;
  return {
    db: drizzle(client, { schema }) as unknown as Handle["db"],
    kind: "pglite",
    close: () => client.close(),
    ping: async () => {
      await client.query("select 1");
    },
  };
}

async function openPostgres(): Promise<Handle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const adminUrl = inject("postgresAdminUrl");
  const name = `ss_t_${process.ppid}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${inject("postgresTemplate")}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = postgres(url.toString(), { max: 10, onnotice: () => {} });
  return {
    db: drizzle(client, { schema }) as unknown as Handle["db"],
    kind: "postgres",
    close: async () => {
      await client.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
    ping: async () => {
      await client`select 1`;
    },
  };
}

const handle = process.env.TEST_DB === "postgres" ? await openPostgres() : await openPglite();
setDbHandleForTests(handle);

afterAll(async () => {
  await closeDb();
  await closeKv();
});
