/**
 * Running-time estimates for lists of skits (library cards, tables): one query for the texts
 * of the skits on the page, each text parsed once per version (kept in memory by id and
 * updatedAt). For the library: `const withTime = await withRunningMinutes(db, skits)` adds
 * `runningMinutes` to each row.
 */
import { inArray } from "drizzle-orm";
import type { Tx } from "../../../server/db/client.ts";
import { skits } from "../../../server/db/schema.ts";
import { runningMinutesOf } from "../running-time.ts";

const MEMO_LIMIT = 5000;
const memo = new Map<string, number>();

/** Estimated running minutes of each skit id (ids that do not exist are left out). */
export async function runningMinutesFor(db: Tx, skitIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const ids = [...new Set(skitIds)];
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: skits.id, content: skits.content, updatedAt: skits.updatedAt })
    .from(skits)
    .where(inArray(skits.id, ids));
  for (const row of rows) {
    const key = `${row.id}:${row.updatedAt.getTime()}`;
    let minutes = memo.get(key);
    if (minutes === undefined) {
      minutes = runningMinutesOf(row.content);
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(key, minutes);
    }
    out.set(row.id, minutes);
  }
  return out;
}

/** The rows with their estimated `runningMinutes` (null when the skit is gone). */
export async function withRunningMinutes<T extends { id: number }>(
  db: Tx,
  rows: readonly T[],
): Promise<(T & { runningMinutes: number | null })[]> {
  const minutes = await runningMinutesFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, runningMinutes: minutes.get(r.id) ?? null }));
}
