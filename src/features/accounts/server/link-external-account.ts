/**
 * Finds or creates the account for an external identity:
 * 1. the account already linked to this provider and subject;
 * 2. else the account with the same email — only when the provider says the
 *    email is verified (otherwise anyone could claim someone else's account);
 *    it is then linked (its password, if any, keeps working);
 * 3. else a new account with the starting credits.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../server/db/client.ts";
import { users } from "../../../server/db/schema.ts";
import { grantCredits, STARTING_CREDITS } from "../../money/server/credits.ts";
import { findUserByEmail, isUniqueViolation, type UserRow } from "./find-user.ts";
import type { ExternalIdentity } from "./oauth-provider.ts";

export type LinkFailure = "no_email" | "unverified_email";

export class ExternalLinkError extends Error {
  override readonly name = "ExternalLinkError";
  readonly reason: LinkFailure;
  constructor(reason: LinkFailure) {
    super(reason);
    this.reason = reason;
  }
}

export async function linkExternalAccount(options: {
  db: Db;
  identity: ExternalIdentity;
}): Promise<{ user: UserRow; created: boolean }> {
  const { db, identity } = options;
  const now = new Date();

  const [linked] = await db
    .select()
    .from(users)
    .where(and(eq(users.authProvider, identity.provider), eq(users.externalSubject, identity.subject)))
    .limit(1);
  if (linked) {
    if (!linked.profileImageUrl && identity.picture) {
      const [updated] = await db
        .update(users)
        .set({ profileImageUrl: identity.picture, updatedAt: now })
        .where(eq(users.id, linked.id))
        .returning();
      return { user: updated ?? linked, created: false };
    }
    return { user: linked, created: false };
  }

  if (!identity.email) throw new ExternalLinkError("no_email");
  const email = identity.email;

  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (!identity.emailVerified) throw new ExternalLinkError("unverified_email");
    const [updated] = await db
      .update(users)
      .set({
        authProvider: identity.provider,
        externalSubject: identity.subject,
        emailVerified: true,
        firstName: existing.firstName ?? identity.firstName,
        lastName: existing.lastName ?? identity.lastName,
        profileImageUrl: existing.profileImageUrl ?? identity.picture,
        updatedAt: now,
      })
      .where(eq(users.id, existing.id))
      .returning();
    return { user: updated ?? existing, created: false };
  }

  try {
    const user = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email,
          firstName: identity.firstName,
          lastName: identity.lastName,
          profileImageUrl: identity.picture,
          emailVerified: identity.emailVerified,
          authProvider: identity.provider,
          externalSubject: identity.subject,
          passwordHash: null,
          credits: 0,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      await grantCredits(tx, {
        userId: row.id,
        amount: STARTING_CREDITS,
        reason: "signup",
        idempotencyKey: `signup:${row.id}`,
      });
      return { ...row, credits: row.credits + STARTING_CREDITS };
    });
    return { user, created: true };
  } catch (error) {
    // The same person finishing two sign-ins at once: the other one created the account.
    if (isUniqueViolation(error)) {
      const again = await findUserByEmail(db, email);
      if (again && again.authProvider === identity.provider && again.externalSubject === identity.subject) {
        return { user: again, created: false };
      }
    }
    throw error;
  }
}
