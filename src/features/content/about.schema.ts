/**
 * The About page's content (spec section 5, "About edit"): title and main text
 * are required; an optional subtitle, intro video and team list. Shared by the
 * About editor island and POST /api/about.
 */
import { z } from "zod";

export const ABOUT_MESSAGES = {
  title: "Title is required",
  mainText: "Main text is required",
  memberName: "Team member name is required",
  url: "Enter a web address starting with https:// or an uploaded file",
} as const;

export const ABOUT_LIMITS = {
  title: 200,
  subtitle: 300,
  mainText: 20_000,
  team: 24,
  name: 100,
  role: 100,
  bio: 1000,
  url: 2000,
} as const;

/** An https:// (or http://) address, or a file this app serves under /uploads/. */
export function isMediaUrl(value: string): boolean {
  if (/^\/uploads\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(value) && !value.includes("..")) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

const optionalUrl = z
  .string()
  .trim()
  .max(ABOUT_LIMITS.url, ABOUT_MESSAGES.url)
  .nullish()
  .transform((v) => v || "")
  .refine((v) => v === "" || isMediaUrl(v), ABOUT_MESSAGES.url);

export const teamMemberSchema = z.object({
  name: z
    .string({ error: ABOUT_MESSAGES.memberName })
    .trim()
    .min(1, ABOUT_MESSAGES.memberName)
    .max(ABOUT_LIMITS.name, `Name must be ${ABOUT_LIMITS.name} characters or less`),
  role: z
    .string()
    .trim()
    .max(ABOUT_LIMITS.role, `Role must be ${ABOUT_LIMITS.role} characters or less`)
    .nullish()
    .transform((v) => v ?? ""),
  bio: z
    .string()
    .trim()
    .max(ABOUT_LIMITS.bio, `Bio must be ${ABOUT_LIMITS.bio} characters or less`)
    .nullish()
    .transform((v) => v ?? ""),
  photoUrl: optionalUrl,
});

export const aboutFormSchema = z.object({
  title: z
    .string({ error: ABOUT_MESSAGES.title })
    .trim()
    .min(1, ABOUT_MESSAGES.title)
    .max(ABOUT_LIMITS.title, `Title must be ${ABOUT_LIMITS.title} characters or less`),
  subtitle: z
    .string()
    .trim()
    .max(ABOUT_LIMITS.subtitle, `Subtitle must be ${ABOUT_LIMITS.subtitle} characters or less`)
    .nullish()
    .transform((v) => v || null),
  mainText: z
    .string({ error: ABOUT_MESSAGES.mainText })
    .trim()
    .min(1, ABOUT_MESSAGES.mainText)
    .max(
      ABOUT_LIMITS.mainText,
      `Main text must be ${ABOUT_LIMITS.mainText.toLocaleString("en-US")} characters or less`,
    ),
  team: z
    .array(teamMemberSchema)
    .max(ABOUT_LIMITS.team, `At most ${ABOUT_LIMITS.team} team members`)
    .nullish()
    .transform((v) => v ?? []),
  videoUrl: optionalUrl.transform((v) => v || null),
});

export type AboutFormInput = z.input<typeof aboutFormSchema>;
export type AboutForm = z.output<typeof aboutFormSchema>;

export interface TeamMemberView {
  name: string;
  role: string;
  bio: string;
  photoUrl: string;
}

/** The About page's content as GET /api/about answers it. */
export interface AboutContentView {
  title: string;
  subtitle: string | null;
  mainText: string;
  team: TeamMemberView[];
  videoUrl: string | null;
  updatedAt: string | null;
}

/** Shown when nothing has been saved yet. */
export const DEFAULT_ABOUT: AboutContentView = {
  title: "About Scripture Skits",
  subtitle: "Bringing Bible stories to life",
  mainText:
    "Scripture Skits helps Sunday-school teachers, youth leaders and church drama teams write short, performable skits from any Bible passage, sized for their cast, age group and time.",
  team: [],
  videoUrl: null,
  updatedAt: null,
};

/** Main text as paragraphs (split on blank lines). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
