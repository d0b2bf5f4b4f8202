/**
 * The one place that changes credits. Every change is a conditional update
 * plus a ledger row, inside the caller's transaction, so concurrent requests can
 * never overdraw and an idempotency key grants at most once.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import type { Tx } from "../../../server/db/client.ts";
import { creditLedger, users } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";

/** 1 credit per generation and 1 per edit (docs/decisions.md). */
export const CREDIT_COST_GENERATE = 1;
export const CREDIT_COST_EDIT = 1;
/** Credits a creator earns when someone else downloads their approved skit. */
export const CREDITS_PER_DOWNLOAD = 2;
export const STARTING_CREDITS = 5;

export const NO_CREDITS_MESSAGE =
  "You have no credits left. Make a donation, buy a credit pack or become a Lifetime Creator to write more skits.";

type Spender = { id: number; isAdmin: boolean; isLifetimeCreator: boolean };

/**
 * Spends credits for a generation or an edit. Lifetime creators and admins are
 * unlimited (a zero-cost ledger row still records the use). Throws 403 when the
 * balance is too low at the moment of the update.
 */
export async function spendCredits(
  tx: Tx,
  user: Spender,
  amount: number,
  reason: "generate" | "edit" | "remix",
  skitId?: number,
): Promise<void> {
  // Re-read the role flags inside the transaction: the session copy may be stale.
  const [fresh] = await tx
    .select({ isAdmin: users.isAdmin, isLifetimeCreator: users.isLifetimeCreator })
    .from(users)
    .where(eq(users.id, user.id));
  if (!fresh) throw new AppError("UNAUTHORIZED", "Authentication required: Please sign in.");
  const unlimited = fresh.isAdmin || fresh.isLifetimeCreator;
  if (!unlimited) {
    const updated = await tx
      .update(users)
      .set({ credits: sql`${users.credits} - ${amount}`, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), gte(users.credits, amount)))
      .returning({ credits: users.credits });
    if (updated.length === 0) throw new AppError("FORBIDDEN", NO_CREDITS_MESSAGE);
  }
  await tx.insert(creditLedger).values({
    userId: user.id,
    delta: unlimited ? 0 : -amount,
    reason: unlimited ? `${reason} (unlimited)` : reason,
    skitId: skitId ?? null,
  });
}

/**
 * Grants credits once per idempotency key. Returns false (and changes nothing)
 * when the key was already used.
 */
export async function grantCredits(
  tx: Tx,
  options: {
    userId: number;
    amount: number;
    reason: string;
    idempotencyKey: string;
    skitId?: number;
    actorId?: number;
    note?: string;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(creditLedger)
    .values({
      userId: options.userId,
      delta: options.amount,
      reason: options.reason,
      idempotencyKey: options.idempotencyKey,
      skitId: options.skitId ?? null,
      actorId: options.actorId ?? null,
      note: options.note ?? null,
    })
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id });
  if (inserted.length === 0) return false;
  await tx
    .update(users)
    .set({ credits: sql`greatest(${users.credits} + ${options.amount}, 0)`, updatedAt: new Date() })
    .where(eq(users.id, options.userId));
  return true;
}

/** Quick check before expensive work; the real guard is the conditional update in spendCredits. */
export function canAfford(user: Spender & { credits: number }, amount: number): boolean {
  return user.isAdmin || user.isLifetimeCreator || user.credits >= amount;
}

/**
 * Takes back up to `amount` credits once per idempotency key (a refunded credit
 * pack): never below 0, so credits already spent stay spent. Returns how many
 * credits were actually taken (0 when the key was already used).
 */
export async function revokeCredits(
  tx: Tx,
  options: {
    userId: number;
    amount: number;
    reason: string;
    idempotencyKey: string;
    actorId?: number;
    note?: string;
  },
): Promise<number> {
  const [row] = await tx
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, options.userId))
    .for("update");
  if (!row) return 0;
  const taken = Math.max(0, Math.min(options.amount, row.credits));
  const inserted = await tx
    .insert(creditLedger)
    .values({
      userId: options.userId,
      delta: -taken,
      reason: options.reason,
      idempotencyKey: options.idempotencyKey,
      actorId: options.actorId ?? null,
      note: options.note ?? null,
    })
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id });
  if (inserted.length === 0) return 0;
  if (taken > 0) {
    await tx
      .update(users)
      .set({ credits: sql`greatest(${users.credits} - ${taken}, 0)`, updatedAt: new Date() })
      .where(eq(users.id, options.userId));
  }
  return taken;
}
