/**
 * Profile changes (PUT /api/auth/profile, also used by /complete-profile).
 * Names are always editable; only password accounts may change their email
 * (an external account's email belongs to its identity provider). A changed
 * email must be free and is no longer verified.
 */
import { eq } from "drizzle-orm";
import { loadSessionUser, type SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { users } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import type { ProfileInput } from "../accounts.schema.ts";
import { findUserByEmail, findUserById, isUniqueViolation } from "./find-user.ts";
import { emailTaken } from "./register-user.ts";

export const EXTERNAL_EMAIL_MESSAGE =
  "Your email address comes from your sign-in provider and can't be changed here.";

export async function updateProfile(options: {
  db: Db;
  user: SessionUser;
  input: ProfileInput;
}): Promise<SessionUser> {
  const { db, input } = options;
  const current = await findUserById(db, options.user.id);
  if (!current) throw new AppError("UNAUTHORIZED", "Authentication required: Please sign in.");
  const emailChanged = input.email !== current.email.toLowerCase();
  if (emailChanged) {
    if (current.authProvider !== "password") {
      throw new AppError("FORBIDDEN", EXTERNAL_EMAIL_MESSAGE, {
        errors: { email: [EXTERNAL_EMAIL_MESSAGE] },
      });
    }
    const other = await findUserByEmail(db, input.email);
    if (other && other.id !== current.id) throw emailTaken();
  }
  try {
    await db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        ...(emailChanged ? { email: input.email, emailVerified: false } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, current.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const updated = await loadSessionUser(db, current.id);
  if (!updated) throw new AppError("UNAUTHORIZED", "Authentication required: Please sign in.");
  return updated;
}
