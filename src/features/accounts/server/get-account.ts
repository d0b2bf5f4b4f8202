/** What the /account page shows beyond the session user: how the account signs in. */
import type { SessionUser } from "../../../server/auth/current-user.ts";
import { hasUnlimitedCredits } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { signInMethodLabel } from "../accounts.schema.ts";
import { findUserById } from "./find-user.ts";

export interface AccountOverview {
  user: SessionUser;
  /** Names and email come from the identity provider and are read-only here. */
  isExternal: boolean;
  hasPassword: boolean;
  emailVerified: boolean;
  signInMethod: string;
  unlimitedCredits: boolean;
  memberSince: Date | null;
}

export async function getAccount(options: { db: Db; user: SessionUser }): Promise<AccountOverview> {
  const row = await findUserById(options.db, options.user.id);
  const isExternal = options.user.authProvider !== "password";
  const hasPassword = Boolean(row?.passwordHash);
  const method = signInMethodLabel(options.user.authProvider);
  return {
    user: options.user,
    isExternal,
    hasPassword,
    emailVerified: row?.emailVerified ?? false,
    signInMethod: isExternal && hasPassword ? `${method}, or email and password` : method,
    unlimitedCredits: hasUnlimitedCredits(options.user),
    memberSince: row?.createdAt ?? null,
  };
}
