/**
 * Generate and store a new skit. The text is written first (outside any
 * transaction); the credit is spent in the same transaction that stores the
 * skit, so a failed generation spends nothing and concurrent requests cannot
 * overdraw.
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
import { type GeneratedSkit, type SkitForm, storedSkitSchema } from "../skit.schema.ts";
import { type SkitView, toSkitView } from "./skit-view.ts";

export function formColumns(form: SkitForm & { license?: string | undefined }) {
  return {
    topic: form.topic,
    scripture: form.scripture ?? null,
    speakingParts: form.speakingParts,
    nonSpeakingParts: form.nonSpeakingParts,
    length: form.length,
    language: form.language,
    ageGroup: form.ageGroup,
    difficulty: form.difficulty ?? null,
    setting: form.setting ?? null,
    props: form.props ?? null,
    skitType: form.skitType ?? null,
    skitNarrator: form.skitNarrator ?? null,
    audienceParticipation: form.audienceParticipation ?? null,
    additionalInstructions: form.additionalInstructions ?? null,
    ...(form.license ? { license: form.license } : {}),
  };
}

/** Runs the generator and checks its answer against the stored-skit rules. */
export async function writeSkit(
  generator: SkitGenerator,
  form: SkitForm,
  options: GenerateOptions,
): Promise<GeneratedSkit> {
  const generated = await generator.generate(form, options);
  const checked = storedSkitSchema.safeParse(generated);
  if (!checked.success) {
    throw new AppError("BAD_GATEWAY", "The skit writer returned an incomplete skit. Please try again.");
  }
  return checked.data;
}

export async function createSkit(options: {
  db: Db;
  user: SessionUser;
  form: SkitForm;
  generator: SkitGenerator;
  generateOptions?: GenerateOptions;
}): Promise<SkitView> {
  const { db, user, form, generator } = options;
  if (!canAfford(user, CREDIT_COST_GENERATE)) throw new AppError("FORBIDDEN", NO_CREDITS_MESSAGE);
  const written = await writeSkit(generator, form, options.generateOptions ?? {});
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(skits)
      .values({ ...formColumns(form), ...written, creatorId: user.id, source: generator.name })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await spendCredits(tx, user, CREDIT_COST_GENERATE, "generate", row.id);
    return row;
  });
  return toSkitView(db, created, user);
}
