/**
 * Once per integration run: migrate a template database, so every test file
 * starts from a fresh copy of it (PostgreSQL: CREATE DATABASE … TEMPLATE;
 * PGlite: a dumped data directory loaded into a new in-memory instance).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    postgresAdminUrl: string;
  }
}

const migrationsFolder = path.resolve("drizzle");
export const DEFAULT_TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

export default async function setup(project: TestProject) {
  // test.env reaches the workers, not this hook: read the kind from the project.
  const kind = project.name.endsWith("postgres") ? "postgres" : "pglite";
  if (kind === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
    try {
      await admin`select 1`;
    } catch (error) {
      await admin.end();
      throw new Error(
        `PostgreSQL is not reachable at ${adminUrl} (${String(error)}). Start it (pg_ctlcluster 15 main start) or set TEST_DATABASE_URL.`,
      );
    }
    const template = `ss_template_${process.pid}_${Date.now()}`;
    await admin.unsafe(`create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
    await migrate(drizzle(client), { migrationsFolder });
    await client.end();
    project.provide("postgresTemplate", template);
    project.provide("postgresAdminUrl", adminUrl);
    project.provide("pgliteTemplate", "");
    return async () => {
      // Drop the template and any per-file databases left behind by a crashed worker.
      const leftovers = await admin<
        { datname: string }[]
      >`select datname from pg_database where datname like ${`ss_t_${process.pid}_%`} or datname = ${template}`;
      for (const row of leftovers) await admin.unsafe(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const pg = new PGlite();
  await migrate(drizzle(pg), { migrationsFolder });
  const dump = await pg.dumpDataDir("none");
  await pg.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), "ss-pglite-"));
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  project.provide("postgresAdminUrl", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
