/**
 * Demo data for a fresh database: an admin, a demo teacher, a second creator,
 * categories, approved sample skits written by the offline writer (the three
 * home-page cards are ids 1, 2 and 4), ratings and downloads. Idempotent: a
 * marker row in app_meta records that the seed ran.
 */
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../../features/accounts/server/password.ts";
import { offlineGenerator } from "../../features/generation/offline/index.ts";
import { type SkitForm, skitFormSchema } from "../../features/skits/skit.schema.ts";
import { config } from "../config.ts";
import { logger } from "../logger.ts";
import type { Db } from "./client.ts";
import {
  aboutContent,
  appMeta,
  categories,
  downloads,
  ratings,
  skitCategories,
  skits,
  users,
} from "./schema.ts";

const SEED_KEY = "seed:demo";
const SEED_VERSION = "1";

export const DEMO_CATEGORIES = [
  { name: "Old Testament", description: "Stories from Genesis to Malachi.", color: "#B45309" },
  { name: "New Testament", description: "The life of Jesus and the early church.", color: "#1D4ED8" },
  { name: "Parables", description: "The stories Jesus told.", color: "#047857" },
  { name: "Miracles", description: "Signs and wonders.", color: "#7C3AED" },
  { name: "Christmas", description: "The birth of Jesus.", color: "#B91C1C" },
  { name: "Easter", description: "The death and resurrection of Jesus.", color: "#DB2777" },
  { name: "Heroes of Faith", description: "Men and women who trusted God.", color: "#0E7490" },
  { name: "Youth Ministry", description: "Skits that work well with teenagers.", color: "#4338CA" },
] as const;

type SampleSkit = {
  form: Partial<SkitForm> & Pick<SkitForm, "topic">;
  categories: string[];
  creator: "teacher" | "pastor" | "admin";
  downloads: number;
};

/** Order matters: ids 1, 2 and 4 are the home-page sample cards (Teenage or All Ages, Short). */
export const SAMPLE_SKITS: SampleSkit[] = [
  {
    form: {
      topic: "David and Goliath",
      scripture: "1 Samuel 17",
      ageGroup: "teenage",
      length: "short",
      speakingParts: 4,
      skitType: "serious-drama",
      skitNarrator: "partial",
      setting: "youth-group",
    },
    categories: ["Old Testament", "Heroes of Faith", "Youth Ministry"],
    creator: "teacher",
    downloads: 42,
  },
  {
    form: {
      topic: "The Good Samaritan",
      scripture: "Luke 10:25-37",
      ageGroup: "all-ages",
      length: "short",
      speakingParts: 5,
      skitType: "comedy",
      skitNarrator: "partial",
      audienceParticipation: "small",
      setting: "church-service",
    },
    categories: ["New Testament", "Parables"],
    creator: "pastor",
    downloads: 35,
  },
  {
    form: {
      topic: "Noah's Ark",
      scripture: "Genesis 6-9",
      ageGroup: "preschool",
      length: "very-short",
      speakingParts: 3,
      nonSpeakingParts: 4,
      skitType: "puppet",
      skitNarrator: "full",
      audienceParticipation: "lots",
      setting: "sunday-school",
    },
    categories: ["Old Testament"],
    creator: "teacher",
    downloads: 18,
  },
  {
    form: {
      topic: "Jonah and the Big Fish",
      scripture: "Jonah 1-3",
      ageGroup: "all-ages",
      length: "short",
      speakingParts: 4,
      nonSpeakingParts: 2,
      skitType: "comedy",
      skitNarrator: "partial",
      audienceParticipation: "medium",
      setting: "sunday-school",
    },
    categories: ["Old Testament"],
    creator: "pastor",
    downloads: 29,
  },
  {
    form: {
      topic: "The Prodigal Son",
      scripture: "Luke 15:11-32",
      ageGroup: "young-adult",
      length: "medium",
      speakingParts: 4,
      nonSpeakingParts: 2,
      skitType: "serious-drama",
      skitNarrator: "none",
      setting: "youth-group",
    },
    categories: ["New Testament", "Parables", "Youth Ministry"],
    creator: "teacher",
    downloads: 12,
  },
  {
    form: {
      topic: "The Birth of Jesus",
      scripture: "Luke 2:1-20",
      ageGroup: "children",
      length: "short",
      speakingParts: 6,
      nonSpeakingParts: 4,
      skitType: "musical",
      skitNarrator: "full",
      audienceParticipation: "medium",
      setting: "special-event",
    },
    categories: ["New Testament", "Christmas"],
    creator: "pastor",
    downloads: 51,
  },
  {
    form: {
      topic: "The Empty Tomb",
      scripture: "John 20:1-18",
      ageGroup: "adult",
      length: "short",
      speakingParts: 4,
      skitType: "serious-drama",
      skitNarrator: "partial",
      setting: "church-service",
    },
    categories: ["New Testament", "Easter"],
    creator: "admin",
    downloads: 22,
  },
  {
    form: {
      topic: "Daniel in the Lions' Den",
      scripture: "Daniel 6",
      ageGroup: "preteen",
      length: "short",
      speakingParts: 5,
      nonSpeakingParts: 3,
      skitType: "serious-drama",
      skitNarrator: "partial",
      setting: "sunday-school",
    },
    categories: ["Old Testament", "Heroes of Faith"],
    creator: "teacher",
    downloads: 9,
  },
  {
    form: {
      topic: "Zacchaeus Climbs a Tree",
      scripture: "Luke 19:1-10",
      ageGroup: "children",
      length: "very-short",
      speakingParts: 3,
      nonSpeakingParts: 3,
      skitType: "pantomime",
      skitNarrator: "full",
      audienceParticipation: "lots",
      setting: "sunday-school",
    },
    categories: ["New Testament"],
    creator: "pastor",
    downloads: 7,
  },
  {
    form: {
      topic: "Jesus Calms the Storm",
      scripture: "Mark 4:35-41",
      ageGroup: "all-ages",
      length: "short",
      speakingParts: 5,
      skitType: "serious-drama",
      skitNarrator: "partial",
      audienceParticipation: "small",
      setting: "mission-trip",
    },
    categories: ["New Testament", "Miracles"],
    creator: "teacher",
    downloads: 14,
  },
  {
    form: {
      topic: "Esther Speaks Up",
      scripture: "Esther 4-7",
      ageGroup: "teenage",
      length: "medium",
      speakingParts: 5,
      nonSpeakingParts: 2,
      skitType: "serious-drama",
      skitNarrator: "partial",
      setting: "youth-group",
    },
    categories: ["Old Testament", "Heroes of Faith", "Youth Ministry"],
    creator: "pastor",
    downloads: 6,
  },
  {
    form: {
      topic: "Feeding the Five Thousand",
      scripture: "John 6:1-14",
      ageGroup: "children",
      length: "short",
      speakingParts: 4,
      nonSpeakingParts: 6,
      skitType: "comedy",
      skitNarrator: "partial",
      audienceParticipation: "medium",
      setting: "sunday-school",
    },
    categories: ["New Testament", "Miracles"],
    creator: "teacher",
    downloads: 11,
  },
  {
    form: {
      topic: "El Buen Pastor",
      scripture: "Lucas 15:3-7",
      ageGroup: "children",
      length: "very-short",
      language: "spanish",
      speakingParts: 3,
      skitType: "serious-drama",
      skitNarrator: "full",
      setting: "sunday-school",
    },
    categories: ["New Testament", "Parables"],
    creator: "pastor",
    downloads: 4,
  },
];

async function ensureUser(
  db: Db,
  values: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    isAdmin?: boolean;
    credits?: number;
  },
) {
  const existing = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${values.email})`)
    .limit(1);
  if (existing[0]) return existing[0];
  const [row] = await db
    .insert(users)
    .values({
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      passwordHash: await hashPassword(values.password),
      emailVerified: true,
      isAdmin: values.isAdmin ?? false,
      credits: values.credits ?? 5,
    })
    .returning();
  if (!row) throw new Error("could not create seed user");
  return row;
}

/** Seeds the demo data once. Returns false when it had already run. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  if (marker[0]) return false;
  const cfg = config();
  logger.info("seeding demo data");

  const admin = await ensureUser(db, {
    email: cfg.ADMIN_EMAIL,
    password: cfg.ADMIN_PASSWORD,
    firstName: "Grace",
    lastName: "Admin",
    isAdmin: true,
  });
  const teacher = await ensureUser(db, {
    email: cfg.DEMO_USER_EMAIL,
    password: cfg.DEMO_USER_PASSWORD,
    firstName: "Sarah",
    lastName: "Miller",
  });
  const pastor = await ensureUser(db, {
    email: "pastor.james@scriptureskits.test",
    password: "pastor-password",
    firstName: "James",
    lastName: "Okafor",
  });
  const creators = { teacher, pastor, admin };

  const categoryIds = new Map<string, number>();
  for (const category of DEMO_CATEGORIES) {
    const [row] = await db.insert(categories).values(category).onConflictDoNothing().returning();
    const id =
      row?.id ??
      (await db.select().from(categories).where(sql`lower(${categories.name}) = lower(${category.name})`))[0]
        ?.id;
    if (id !== undefined) categoryIds.set(category.name, id);
  }

  const existingSkits = await db.select({ count: sql<number>`count(*)::int` }).from(skits);
  if ((existingSkits[0]?.count ?? 0) === 0) {
    const monthAgo = Date.now() - 40 * 24 * 60 * 60 * 1000;
    for (const [index, sample] of SAMPLE_SKITS.entries()) {
      const form = skitFormSchema.parse({
        language: "english",
        length: "short",
        ageGroup: "all-ages",
        speakingParts: 3,
        ...sample.form,
      });
      const written = await offlineGenerator.generate(form);
      const creator = creators[sample.creator];
      // Spread creation dates over the last weeks, the first few older than a month.
      const createdAt = new Date(monthAgo + index * 3 * 24 * 60 * 60 * 1000);
      const [skit] = await db
        .insert(skits)
        .values({
          ...written,
          topic: form.topic,
          scripture: form.scripture ?? null,
          speakingParts: form.speakingParts,
          nonSpeakingParts: form.nonSpeakingParts,
          length: form.length,
          language: form.language,
          ageGroup: form.ageGroup,
          difficulty: form.difficulty ?? "intermediate",
          setting: form.setting ?? null,
          props: form.props ?? null,
          skitType: form.skitType ?? null,
          skitNarrator: form.skitNarrator ?? null,
          audienceParticipation: form.audienceParticipation ?? null,
          status: "approved",
          approvedAt: createdAt,
          creatorId: creator.id,
          downloadCount: sample.downloads,
          source: "offline",
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      if (!skit) continue;
      for (const name of sample.categories) {
        const categoryId = categoryIds.get(name);
        if (categoryId !== undefined)
          await db.insert(skitCategories).values({ skitId: skit.id, categoryId }).onConflictDoNothing();
      }
      const reviewers = [teacher, pastor, admin].filter((u) => u.id !== creator.id);
      const reviewer = reviewers[index % reviewers.length];
      if (reviewer && index % 3 !== 2) {
        await db.insert(ratings).values({
          skitId: skit.id,
          userId: reviewer.id,
          rating: 4 + (index % 2),
          review:
            index % 2 === 0
              ? "Our class loved performing this — easy to stage and true to the story."
              : "Great discussion questions afterwards. We used it in our service.",
          status: "approved",
          displayName: index % 4 === 0,
        });
      }
      const downloader = reviewers[(index + 1) % reviewers.length];
      if (downloader)
        await db
          .insert(downloads)
          .values({ userId: downloader.id, skitId: skit.id, format: index % 2 === 0 ? "pdf" : "docx" });
    }
  }

  const about = await db.select({ id: aboutContent.id }).from(aboutContent).limit(1);
  if (!about[0]) {
    await db.insert(aboutContent).values({
      title: "About Scripture Skits",
      subtitle: "Bringing Bible stories to life, one classroom at a time",
      mainText:
        "Scripture Skits began with a Sunday-school teacher who needed a five-minute skit for seven children on a Saturday night. Today it helps teachers, youth leaders and church drama teams write performable skits that fit their own group: their cast size, their age group, their language and the time they have.\n\nEvery skit is reviewed before it joins the public library, so the library stays faithful to Scripture and suitable for church use. Creators are thanked with credits when others download their skits, and donations tied to a skit are shared with the person who wrote it.",
      team: [
        {
          name: "Sarah Miller",
          role: "Founder & Sunday-school teacher",
          bio: "Sarah has taught children's church for fifteen years and writes most of her own skits.",
          photoUrl: "",
        },
        {
          name: "James Okafor",
          role: "Youth pastor & content reviewer",
          bio: "James reviews new skits for faithfulness to Scripture and stage-readiness.",
          photoUrl: "",
        },
      ],
    });
  }

  await db.insert(appMeta).values({ key: SEED_KEY, value: SEED_VERSION }).onConflictDoNothing();
  logger.info("demo data ready");
  return true;
}
