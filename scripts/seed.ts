/**
 * npm run seed                 — seeds the demo data (idempotent).
 * npm run seed -- --skits N    — also adds N synthetic approved skits (benchmarks).
 */
import { closeDb, getDb } from "../src/server/db/client.ts";
import { seedDemoData } from "../src/server/db/seed.ts";
import { seedSyntheticSkits } from "../src/server/db/seed-synthetic.ts";
import { closeKv } from "../src/server/kv/kv.ts";

const args = process.argv.slice(2);
const skitsIndex = args.indexOf("--skits");
const synthetic = skitsIndex >= 0 ? Number(args[skitsIndex + 1]) : 0;
if (!Number.isInteger(synthetic) || synthetic < 0) {
  console.error("--skits takes a whole number, e.g. npm run seed -- --skits 100000");
  process.exit(2);
}

process.env.SEED_ON_START = "false";
const db = await getDb();
const seeded = await seedDemoData(db);
console.log(seeded ? "Demo data seeded." : "Demo data was already there; nothing to do.");
if (synthetic > 0) {
  const started = Date.now();
  await seedSyntheticSkits(db, synthetic);
  console.log(`Added ${synthetic} synthetic skits in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
await closeKv();
await closeDb();
