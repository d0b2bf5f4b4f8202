/** Users for the admin, newest first, searched over email, first name, last name and id. */
import { desc, eq, ilike, or } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { users } from "../../../server/db/schema.ts";
import type { AdminUserRow } from "../admin.schema.ts";
import { assertAdmin, likePattern } from "./admin-access.ts";

export const USER_LIST_LIMIT = 200;

export const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
  isAdmin: users.isAdmin,
  credits: users.credits,
  isLifetimeCreator: users.isLifetimeCreator,
  profileImageUrl: users.profileImageUrl,
};

export async function listUsers(options: {
  db: Tx;
  admin: SessionUser;
  search?: string | undefined;
  limit?: number | undefined;
}): Promise<AdminUserRow[]> {
  assertAdmin(options.admin);
  const term = options.search?.trim().replace(/^#/, "");
  const pattern = term ? likePattern(term) : null;
  const idTerm = term && /^\d{1,9}$/.test(term) ? Number(term) : null;
  const rows = await options.db
    .select(adminUserColumns)
    .from(users)
    .where(
      pattern
        ? or(
            ilike(users.email, pattern),
            ilike(users.firstName, pattern),
            ilike(users.lastName, pattern),
            idTerm === null ? undefined : eq(users.id, idTerm),
          )
        : undefined,
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(Math.min(Math.max(options.limit ?? USER_LIST_LIMIT, 1), USER_LIST_LIMIT));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
