/**
 * The database: PostgreSQL through postgres-js when DATABASE_URL is set,
 * otherwise embedded PGlite persisted under DATA_DIR. Same schema, same
 * migrations, same queries. Migrations run once per process before first use.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { config } from "../config.ts";
import { logger } from "../logger.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction: domain functions accept either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export type Handle = {
  db: Db;
  kind: "postgres" | "pglite";
  close: () => Promise<void>;
  ping: () => Promise<void>;
};

let handlePromise: Promise<Handle> | undefined;

export const migrationsFolder = path.resolve(process.cwd(), "drizzle");

async function openPostgres(url: string): Promise<Handle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  const client = postgres(url, { max: 10, onnotice: () => {}, idle_timeout: 30, connect_timeout: 10 });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    close: () => client.end({ timeout: 5 }),
    ping: async () => {
      await client`select 1`;
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let client: InstanceType<typeof PGlite>;
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    client = new PGlite(dataDir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
    ping: async () => {
      await client.query("select 1");
    },
  };
}

async function open(): Promise<Handle> {
  const cfg = config();
  const handle = cfg.DATABASE_URL
    ? await openPostgres(cfg.DATABASE_URL)
    : await openPglite(path.resolve(cfg.DATA_DIR, "pglite"));
  logger.info(`database ready (${handle.kind})`);
  if (cfg.SEED_ON_START) {
    const { seedDemoData } = await import("./seed.ts");
    await seedDemoData(handle.db);
  }
  return handle;
}

let shutdownHooked = false;

/** Close the database cleanly on SIGINT/SIGTERM (PGlite otherwise runs crash recovery next start). */
function hookShutdown(): void {
  if (shutdownHooked || config().NODE_ENV === "test") return;
  shutdownHooked = true;
  const stop = (signal: NodeJS.Signals) => {
    logger.info(`${signal} received, closing the database`);
    closeDb()
      .catch((error: unknown) => logger.error("error while closing the database", error))
      .finally(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

function handle(): Promise<Handle> {
  hookShutdown();
  handlePromise ??= open().catch((error: unknown) => {
    handlePromise = undefined;
    throw error;
  });
  return handlePromise;
}

/** The migrated (and, on first start, seeded) database. */
export async function getDb(): Promise<Db> {
  return (await handle()).db;
}

export async function databaseKind(): Promise<"postgres" | "pglite"> {
  return (await handle()).kind;
}

/** Throws when the database does not answer. */
export async function pingDatabase(): Promise<void> {
  await (await handle()).ping();
}

/** Tests install their own migrated database (a fresh one per test file). */
export function setDbHandleForTests(next: Handle | null): void {
  handlePromise = next ? Promise.resolve(next) : undefined;
}

export async function closeDb(): Promise<void> {
  if (!handlePromise) return;
  const current = handlePromise;
  handlePromise = undefined;
  await (await current).close();
}

export { schema };
