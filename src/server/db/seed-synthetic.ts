/**
 * A large synthetic library for benchmarks: N approved skits built from a few
 * offline-written templates with varied titles, fields, dates and download
 * counts, inserted in batches.
 */
import { sql } from "drizzle-orm";
import { offlineGenerator } from "../../features/generation/offline/index.ts";
import {
  AGE_GROUP_OPTIONS,
  DIFFICULTY_OPTIONS,
  LENGTH_OPTIONS,
  SETTING_OPTIONS,
  SKIT_TYPE_OPTIONS,
  skitFormSchema,
} from "../../features/skits/skit.schema.ts";
import type { Db } from "./client.ts";
import { type NewSkit, skits, users } from "./schema.ts";

const TOPICS = [
  ["David and Goliath", "1 Samuel 17"],
  ["The Good Samaritan", "Luke 10:25-37"],
  ["Noah's Ark", "Genesis 6-9"],
  ["Jonah and the Big Fish", "Jonah 1-3"],
  ["The Prodigal Son", "Luke 15:11-32"],
  ["Daniel in the Lions' Den", "Daniel 6"],
  ["Zacchaeus", "Luke 19:1-10"],
  ["Feeding the Five Thousand", "John 6:1-14"],
  ["Esther", "Esther 4-7"],
  ["The Lost Sheep", "Luke 15:3-7"],
] as const;

const ADJECTIVES = [
  "Brave",
  "Faithful",
  "Joyful",
  "Quiet",
  "Great",
  "Hidden",
  "Unexpected",
  "Humble",
  "Mighty",
  "Gentle",
  "Lost",
  "Found",
];
const NOUNS = [
  "Journey",
  "Promise",
  "Shepherd",
  "Storm",
  "Feast",
  "Lesson",
  "Rescue",
  "Choice",
  "Gift",
  "Welcome",
  "Question",
  "Surprise",
];

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T;
}

export async function seedSyntheticSkits(db: Db, count: number): Promise<void> {
  const [creator] = await db
    .insert(users)
    .values({ email: `bench-${Date.now()}@scriptureskits.test`, firstName: "Bench", lastName: "Creator" })
    .returning({ id: users.id });
  const templates = [];
  for (const [i, [topic, scripture]] of TOPICS.entries()) {
    const form = skitFormSchema.parse({
      topic,
      scripture,
      speakingParts: 2 + (i % 6),
      length: pick(LENGTH_OPTIONS, i).value,
      language: "english",
      ageGroup: pick(AGE_GROUP_OPTIONS, i).value,
      skitNarrator: i % 2 === 0 ? "partial" : "none",
    });
    templates.push({ form, written: await offlineGenerator.generate(form) });
  }
  const now = Date.now();
  const batchSize = 500;
  for (let start = 0; start < count; start += batchSize) {
    const rows: NewSkit[] = [];
    for (let i = start; i < Math.min(count, start + batchSize); i++) {
      const template = pick(templates, i);
      const created = new Date(now - (i % 365) * 24 * 60 * 60 * 1000 - (i % 1440) * 60 * 1000);
      rows.push({
        title: `${pick(ADJECTIVES, i)} ${pick(NOUNS, Math.floor(i / 7))}: ${template.form.topic} #${i + 1}`,
        description: template.written.description,
        content: template.written.content,
        topic: template.form.topic,
        scripture: template.form.scripture ?? null,
        speakingParts: 1 + (i % 14),
        nonSpeakingParts: i % 5,
        length: pick(LENGTH_OPTIONS, i * 3).value,
        language: "english",
        ageGroup: pick(AGE_GROUP_OPTIONS, i * 5).value,
        difficulty: pick(DIFFICULTY_OPTIONS, i).value,
        setting: pick(SETTING_OPTIONS, i * 7).value,
        skitType: pick(SKIT_TYPE_OPTIONS, i * 11).value,
        status: "approved",
        approvedAt: created,
        downloadCount: (i * 37) % 120,
        creatorId: creator?.id ?? null,
        source: "offline",
        createdAt: created,
        updatedAt: created,
      });
    }
    await db.insert(skits).values(rows);
  }
  // As autovacuum would soon after a bulk load: statistics for the planner, and the full-text
  // index's pending list merged into the index (searches scan that list on every query until then).
  await db.execute(sql`vacuum analyze skits`);
}
