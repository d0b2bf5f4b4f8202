/** Domain functions check the role themselves, so a route cannot forget it. */
import type { SessionUser } from "../../../server/auth/current-user.ts";
import { AppError } from "../../../server/http/errors.ts";

export function assertAdmin(user: Pick<SessionUser, "isAdmin"> | null): void {
  if (!user) throw new AppError("UNAUTHORIZED", "Authentication required: Please sign in.");
  if (!user.isAdmin) throw new AppError("FORBIDDEN", "Administrator access is required.");
}

/** `%term%` for ILIKE with the wildcard characters escaped. */
export function likePattern(term: string): string {
  // NUL characters cannot reach PostgreSQL text: they are dropped.
  return `%${term.replaceAll("\u0000", "").replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);
