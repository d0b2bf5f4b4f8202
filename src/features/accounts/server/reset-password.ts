/**
 * Reset password with a mailed token: the token must exist, be unused and not
 * expired; it is spent atomically (a second use fails even when two requests
 * race). Success sets the new argon2id hash, marks the email verified (the link
 * proved it), ends every session of the user and clears the sign-in limit.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { hashToken, invalidateUserSessions } from "../../../server/auth/session.ts";
import type { Db } from "../../../server/db/client.ts";
import { passwordResetTokens, users } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { MESSAGES, type ResetPasswordInput } from "../accounts.schema.ts";
import { clearLoginLimit } from "./auth-rate-limits.ts";
import { hashPassword } from "./password.ts";

export const RESET_MESSAGES = {
  invalid: MESSAGES.resetTokenMissing,
  used: "This reset link has already been used. Please request a new one.",
  expired: "This reset link has expired. Please request a new one.",
} as const;

export async function resetPassword(options: {
  db: Db;
  input: ResetPasswordInput;
  now?: number;
}): Promise<{ userId: number; endedSessions: number }> {
  const { db, input } = options;
  const now = new Date(options.now ?? Date.now());
  const tokenHash = hashToken(input.token);
  // Hash first: the token is spent only when the new password is ready to store.
  const passwordHash = await hashPassword(input.password);

  const result = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.token, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, updatedAt: now })
      .where(eq(users.id, spent.userId))
      .returning({ id: users.id, email: users.email });
    return user ?? null;
  });

  if (!result) {
    const [row] = await db
      .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.token, tokenHash))
      .limit(1);
    const message = !row ? RESET_MESSAGES.invalid : row.usedAt ? RESET_MESSAGES.used : RESET_MESSAGES.expired;
    throw new AppError("BAD_REQUEST", message, { errors: { token: [message] } });
  }

  const endedSessions = await invalidateUserSessions(result.id);
  await clearLoginLimit({ email: result.email, now: now.getTime() });
  return { userId: result.id, endedSessions };
}

export type ResetTokenState = "valid" | "invalid" | "used" | "expired";

/** Whether a reset link still works, so the page can say so before the form is filled in. */
export async function checkResetToken(options: {
  db: Db;
  token: string;
  now?: number;
}): Promise<ResetTokenState> {
  if (!options.token || options.token.length > 200) return "invalid";
  const [row] = await options.db
    .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.token, hashToken(options.token)))
    .limit(1);
  if (!row) return "invalid";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= (options.now ?? Date.now())) return "expired";
  return "valid";
}
