/** The signed-in user as every page and handler sees it (spec section 3, "Current user"). */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";

export interface SessionUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  isLifetimeCreator: boolean;
  credits: number;
  authProvider: string;
}

export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  isAdmin: users.isAdmin,
  isLifetimeCreator: users.isLifetimeCreator,
  credits: users.credits,
  authProvider: users.authProvider,
};

export async function loadSessionUser(db: Db, userId: number): Promise<SessionUser | null> {
  const rows = await db.select(sessionUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

/** Lifetime creators and admins never run out of credits. */
export function hasUnlimitedCredits(user: Pick<SessionUser, "isAdmin" | "isLifetimeCreator">): boolean {
  return user.isAdmin || user.isLifetimeCreator;
}

/** The avatar letter: first name's initial, else the email's, else null (generic icon). */
export function avatarInitial(user: Pick<SessionUser, "firstName" | "email">): string | null {
  const first = user.firstName?.trim();
  if (first) return first.charAt(0).toUpperCase();
  const email = user.email?.trim();
  if (email) return email.charAt(0).toUpperCase();
  return null;
}
