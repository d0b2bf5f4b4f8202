import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import type { Skit } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { canViewSkit, SKIT_NOT_FOUND_MESSAGE } from "./skit-access.ts";
import { findSkit, type SkitView, toSkitView } from "./skit-view.ts";

/** A skit the viewer may see (404 otherwise, so hidden skits do not reveal they exist). */
export async function getVisibleSkit(db: Tx, idOrUuid: string, viewer: SessionUser | null): Promise<Skit> {
  const skit = await findSkit(db, idOrUuid);
  if (!skit || !canViewSkit(viewer, skit)) throw new AppError("NOT_FOUND", SKIT_NOT_FOUND_MESSAGE);
  return skit;
}

export async function getSkitView(db: Tx, idOrUuid: string, viewer: SessionUser | null): Promise<SkitView> {
  const skit = await getVisibleSkit(db, idOrUuid, viewer);
  return toSkitView(db, skit, viewer);
}
