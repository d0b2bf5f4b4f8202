/** The skit a remix starts from: any skit published in the library. */
import type { Tx } from "../../../server/db/client.ts";
import type { Skit } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { findSkit } from "../../skits/server/skit-view.ts";
import { REMIX_NOT_AVAILABLE_MESSAGE } from "../remix.schema.ts";

export async function getRemixSource(db: Tx, idOrUuid: string): Promise<Skit> {
  const skit = await findSkit(db, idOrUuid);
  if (skit?.status !== "approved" || !skit.isPublic) {
    throw new AppError("NOT_FOUND", REMIX_NOT_AVAILABLE_MESSAGE);
  }
  return skit;
}
