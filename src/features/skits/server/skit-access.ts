/**
 * Who may see and change a skit. Pending and rejected skits are visible only to
 * their creator and admins; everyone but them reads only the preview.
 */
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Skit } from "../../../server/db/schema.ts";

type Viewer = Pick<SessionUser, "id" | "isAdmin"> | null;
type SkitLike = Pick<Skit, "status" | "isPublic" | "creatorId">;

export const SKIT_NOT_FOUND_MESSAGE = "This skit could not be found or you don't have permission to view it.";

export function isCreator(viewer: Viewer, skit: Pick<Skit, "creatorId">): boolean {
  return viewer !== null && skit.creatorId !== null && skit.creatorId === viewer.id;
}

export function canViewSkit(viewer: Viewer, skit: SkitLike): boolean {
  if (viewer?.isAdmin || isCreator(viewer, skit)) return true;
  return skit.status === "approved" && skit.isPublic;
}

/** The creator and admins read the whole text; everyone else the preview. */
export function canReadFullText(viewer: Viewer, skit: SkitLike): boolean {
  return Boolean(viewer?.isAdmin) || isCreator(viewer, skit);
}

export function canDeleteSkit(viewer: Viewer, skit: SkitLike): boolean {
  return Boolean(viewer?.isAdmin) || isCreator(viewer, skit);
}

export type EditRefusal = "not-allowed" | "approved" | "rejected" | "no-edits";

/** Edits: the creator or an admin, only while pending, only with edits left. */
export function editRefusal(
  viewer: Viewer,
  skit: SkitLike & Pick<Skit, "editsRemaining">,
): EditRefusal | null {
  if (!(viewer?.isAdmin || isCreator(viewer, skit))) return "not-allowed";
  if (skit.status === "approved") return "approved";
  if (skit.status === "rejected") return "rejected";
  if (skit.editsRemaining <= 0) return "no-edits";
  return null;
}

export const EDIT_REFUSAL_MESSAGES: Record<EditRefusal, string> = {
  "not-allowed": "You can only edit skits you created.",
  approved: "This skit has been approved and can no longer be edited.",
  rejected: "This skit was not approved and can no longer be edited.",
  "no-edits": "This skit has no edits left. Each skit allows up to 2 edits.",
};
