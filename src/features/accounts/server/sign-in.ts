/**
 * Sign-in with email and password. Wrong email and wrong password answer the
 * same message, and an unknown email still costs one hash verification, so
 * neither the answer nor its timing tells whether an account exists.
 */
import { loadSessionUser, type SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { AppError } from "../../../server/http/errors.ts";
import { type LoginInput, MESSAGES } from "../accounts.schema.ts";
import { countAuthAttempt } from "./auth-rate-limits.ts";
import { findUserByEmail } from "./find-user.ts";
import { hashPassword, verifyPassword } from "./password.ts";

let dummyHash: Promise<string> | undefined;
/** A real argon2id hash to verify against when the email is unknown. */
function decoyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}

export const invalidCredentials = () => new AppError("UNAUTHORIZED", MESSAGES.invalidCredentials);

export async function signInWithPassword(options: {
  db: Db;
  input: LoginInput;
  ip: string | null;
  now?: number;
}): Promise<SessionUser> {
  const { db, input } = options;
  const attempt = await countAuthAttempt({
    action: "login",
    email: input.email,
    ip: options.ip,
    ...(options.now ? { now: options.now } : {}),
  });
  const row = await findUserByEmail(db, input.email);
  const matches = await verifyPassword(row?.passwordHash ?? (await decoyHash()), input.password);
  if (!row?.passwordHash || !matches) throw invalidCredentials();
  // Only failed attempts count towards the limits.
  await attempt.refund();
  const user = await loadSessionUser(db, row.id);
  if (!user) throw invalidCredentials();
  return user;
}
