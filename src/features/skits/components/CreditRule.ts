/** The one sentence every page uses to state the credit rule (docs/decisions.md). */
import type { SessionUser } from "../../../server/auth/current-user.ts";

export const CREDIT_RULE = "Each credit allows one skit generation or one edit.";

export function creditNote(
  user: Pick<SessionUser, "isAdmin" | "isLifetimeCreator" | "credits">,
  mode: "create" | "edit",
): string {
  const action = mode === "edit" ? "This edit uses 1 credit" : "Generating this skit uses 1 credit";
  if (user.isAdmin || user.isLifetimeCreator) return `${action} — you have unlimited credits.`;
  return `${action}. You have ${user.credits} ${user.credits === 1 ? "credit" : "credits"} left.`;
}
