/**
 * Registration with email and password: validated input, a unique email
 * (case-insensitive, 409 otherwise), an argon2id hash and the starting credits
 * recorded in the credit ledger.
 */
import { loadSessionUser, type SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { users } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { grantCredits, STARTING_CREDITS } from "../../money/server/credits.ts";
import { MESSAGES, type RegisterInput } from "../accounts.schema.ts";
import { countAuthAttempt } from "./auth-rate-limits.ts";
import { findUserByEmail, isUniqueViolation } from "./find-user.ts";
import { hashPassword } from "./password.ts";

export const emailTaken = () =>
  new AppError("CONFLICT", MESSAGES.emailTaken, { errors: { email: [MESSAGES.emailTaken] } });

export async function registerUser(options: {
  db: Db;
  input: RegisterInput;
  ip: string | null;
  now?: number;
}): Promise<SessionUser> {
  const { db, input } = options;
  await countAuthAttempt({
    action: "register",
    email: input.email,
    ip: options.ip,
    ...(options.now ? { now: options.now } : {}),
  });
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          authProvider: "password",
          credits: 0,
        })
        .returning({ id: users.id });
      if (!row) throw new Error("insert returned no row");
      await grantCredits(tx, {
        userId: row.id,
        amount: STARTING_CREDITS,
        reason: "signup",
        idempotencyKey: `signup:${row.id}`,
      });
      return row.id;
    });
  } catch (error) {
    // Two registrations for the same email at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const user = await loadSessionUser(db, userId);
  if (!user) throw new Error("registered user vanished");
  return user;
}
