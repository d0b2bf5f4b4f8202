/**
 * Writes a remix: a new skit from the remix form, linked to the approved original it came
 * from. Like any new skit it is pending, and one credit is spent in the transaction that
 * stores it (a failed generation spends nothing).
 */
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { skits } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import type { GenerateOptions, SkitGenerator } from "../../generation/generator.ts";
import {
  CREDIT_COST_GENERATE,
  canAfford,
  NO_CREDITS_MESSAGE,
  spendCredits,
} from "../../money/server/credits.ts";
import { formColumns, writeSkit } from "../../skits/server/create-skit.ts";
import { type SkitView, toSkitView } from "../../skits/server/skit-view.ts";
import type { SkitFormWithLicense } from "../../skits/skit.schema.ts";
import { REMIX_UNCHANGED_MESSAGE, remixChanges } from "../remix.schema.ts";
import { getRemixSource } from "./get-remix-source.ts";

export async function createRemix(options: {
  db: Db;
  user: SessionUser;
  /** The original skit (id or uuid). */
  idOrUuid: string;
  form: SkitFormWithLicense;
  generator: SkitGenerator;
  generateOptions?: GenerateOptions;
}): Promise<SkitView> {
  const { db, user, form, generator } = options;
  const original = await getRemixSource(db, options.idOrUuid);
  const changed = remixChanges(original, form);
  if (changed.length === 0) {
    throw new AppError("UNPROCESSABLE", REMIX_UNCHANGED_MESSAGE, {
      errors: { speakingParts: [REMIX_UNCHANGED_MESSAGE] },
    });
  }
  if (!canAfford(user, CREDIT_COST_GENERATE)) throw new AppError("FORBIDDEN", NO_CREDITS_MESSAGE);
  const written = await writeSkit(generator, form, options.generateOptions ?? {});
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(skits)
      .values({
        ...formColumns(form),
        ...written,
        creatorId: user.id,
        source: generator.name,
        remixedFromId: original.id,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await spendCredits(tx, user, CREDIT_COST_GENERATE, "remix", row.id);
    return row;
  });
  return toSkitView(db, created, user);
}
