/** Factories for integration tests: each call makes uniquely named data. */
import { eq } from "drizzle-orm";
import { hashPassword } from "../../src/features/accounts/server/password.ts";
import type { SkitForm } from "../../src/features/skits/skit.schema.ts";
import { loadSessionUser, type SessionUser } from "../../src/server/auth/current-user.ts";
import { getDb } from "../../src/server/db/client.ts";
import { type NewSkit, type Skit, skits, users } from "../../src/server/db/schema.ts";

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let cachedHash: Promise<string> | undefined;
export const DEFAULT_PASSWORD = "correct-horse-battery";

export async function createUser(
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<SessionUser> {
  const db = await getDb();
  const { password, ...rest } = overrides;
  if (!password && !cachedHash) cachedHash = hashPassword(DEFAULT_PASSWORD);
  const passwordHash = password ? await hashPassword(password) : await cachedHash!;
  const id = unique();
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${id}@example.test`,
      firstName: "Test",
      lastName: `User ${id}`,
      passwordHash,
      ...rest,
    })
    .returning({ id: users.id });
  const user = await loadSessionUser(db, row!.id);
  return user!;
}

export const createAdmin = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  createUser({ isAdmin: true, ...overrides });

/** Re-reads a user (credits change in the database, not in the object). */
export async function reloadUser(user: { id: number }): Promise<SessionUser> {
  return (await loadSessionUser(await getDb(), user.id))!;
}

export const SAMPLE_CONTENT = [
  "THE SHEPHERD BOY",
  "SCRIPTURE: 1 Samuel 17",
  "CAST\nDAVID — a young shepherd\nGOLIATH — a giant",
  "SCENE 1: THE VALLEY OF ELAH",
  "(The armies face each other across the valley.)",
  "GOLIATH: Send me a man to fight!",
  "DAVID: The Lord who rescued me from the lion will rescue me from you.",
  "(David swings his sling. Goliath falls.)",
  "THE END",
].join("\n\n");

export async function createSkit(overrides: Partial<NewSkit> = {}): Promise<Skit> {
  const db = await getDb();
  const id = unique();
  const [row] = await db
    .insert(skits)
    .values({
      title: `Test Skit ${id}`,
      description: "A short test skit about courage and faith.",
      content: SAMPLE_CONTENT,
      topic: "David and Goliath",
      scripture: "1 Samuel 17",
      speakingParts: 2,
      nonSpeakingParts: 0,
      length: "short",
      language: "english",
      ageGroup: "children",
      ...overrides,
    })
    .returning();
  return row!;
}

export async function getSkitRow(id: number): Promise<Skit | undefined> {
  const db = await getDb();
  return (await db.select().from(skits).where(eq(skits.id, id)))[0];
}

export function skitForm(overrides: Partial<SkitForm> = {}): SkitForm {
  return {
    topic: "David and Goliath",
    scripture: "1 Samuel 17",
    speakingParts: 3,
    nonSpeakingParts: 1,
    length: "short",
    language: "english",
    ageGroup: "children",
    difficulty: "intermediate",
    setting: "sunday-school",
    props: undefined,
    skitType: "serious-drama",
    skitNarrator: "partial",
    audienceParticipation: "small",
    additionalInstructions: undefined,
    ...overrides,
  };
}
