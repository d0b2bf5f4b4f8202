/** Account look-ups shared by the sign-in, registration and reset functions. */
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../../server/db/client.ts";
import { users } from "../../../server/db/schema.ts";

export type UserRow = typeof users.$inferSelect;

/** The user with this email, compared case-insensitively. */
export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Tx, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** True for a PostgreSQL unique violation (also when wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
