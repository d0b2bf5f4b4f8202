/**
 * POST /api/skits/upload-text: a .txt skit becomes a pending skit of the
 * uploader (no credit spent); wrong type, too large, binary, invalid UTF-8,
 * empty and malformed files are refused with clear messages.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from "../../src/features/library/library.schema.ts";
import { PARSE_MESSAGES } from "../../src/features/library/parse-skit-text.ts";
import * as uploadRoute from "../../src/pages/api/skits/upload-text.ts";
import type { SessionUser } from "../../src/server/auth/current-user.ts";
import { getDb } from "../../src/server/db/client.ts";
import { creditLedger, skits } from "../../src/server/db/schema.ts";
import { createUser, getSkitRow, reloadUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";

const SCRIPT = [
  "The Widow's Offering",
  "",
  "A short drama about giving from the heart, for a Sunday-school class.",
  "",
  "SCRIPTURE: Mark 12:41-44",
  "",
  "CAST",
  "NARRATOR — tells the story",
  "WIDOW — a poor woman with two coins",
  "RICH MAN — proud of his gift",
  "",
  "NON-SPEAKING PARTS",
  "DISCIPLE — watches with Jesus",
  "",
  "SCENE 1: THE TEMPLE TREASURY",
  "",
  "NARRATOR: Jesus sat near the treasury and watched the people give their offerings.",
  "",
  "RICH MAN: (loudly) Look at all the gold I give!",
  "",
  "WIDOW: (quietly) Two small coins. It is all I have.",
  "",
  "THE END",
].join("\n");

function form(
  content: BlobPart | null,
  name = "skit.txt",
  type = "text/plain",
  field = "skitFile",
): FormData {
  const data = new FormData();
  if (content !== null) data.append(field, new File([content], name, { type }));
  return data;
}

async function upload(
  user: SessionUser | null,
  body: FormData | string,
  headers: Record<string, string> = {},
) {
  return callRoute(uploadRoute, "POST", { user, rawBody: body, headers });
}

const message = (res: { body: unknown }) => (res.body as { message: string }).message;

describe("POST /api/skits/upload-text", () => {
  it("stores a pending skit owned by the uploader, parsed from the file, without spending a credit", async () => {
    const user = await createUser();
    const res = await upload(user, form(SCRIPT));
    expect(res.status).toBe(201);
    const skit = (res.body as { skit: { id: number; uuid: string; title: string } }).skit;
    expect(skit).toMatchObject({
      title: "The Widow's Offering",
      status: "pending",
      isApproved: false,
      source: "upload",
      creatorId: user.id,
    });
    expect(skit.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const row = await getSkitRow(skit.id);
    expect(row).toMatchObject({
      title: "The Widow's Offering",
      description: "A short drama about giving from the heart, for a Sunday-school class.",
      topic: "The Widow's Offering",
      scripture: "Mark 12:41-44",
      speakingParts: 3,
      nonSpeakingParts: 1,
      length: "very-short",
      language: "english",
      ageGroup: "all-ages",
      status: "pending",
      editsRemaining: 2,
    });
    expect(row?.content.startsWith("SCRIPTURE: Mark 12:41-44")).toBe(true);
    expect(row?.content).toContain("WIDOW: (quietly) Two small coins.");
    expect(row?.content).not.toContain("The Widow's Offering");
    expect((await reloadUser(user)).credits).toBe(5);
    expect(await (await getDb()).select().from(creditLedger).where(eq(creditLedger.userId, user.id))).toEqual(
      [],
    );
  });

  it("writes a description from the opening lines when the next paragraph is already the script", async () => {
    const user = await createUser();
    const text = [
      "JONAH RUNS AWAY",
      "",
      "CAST",
      "JONAH — a prophet",
      "SAILOR — a worried sailor",
      "",
      "JONAH: I will not go to Nineveh!",
      "",
      "SAILOR: Then the storm is your fault, Jonah!",
    ].join("\r\n");
    const res = await upload(user, form(`\uFEFF${text}`));
    expect(res.status).toBe(201);
    const row = await getSkitRow((res.body as { skit: { id: number } }).skit.id);
    expect(row?.title).toBe("JONAH RUNS AWAY");
    expect(row?.description.length).toBeGreaterThanOrEqual(10);
    expect(row?.description).toContain("JONAH RUNS AWAY");
    expect(row?.content.startsWith("CAST")).toBe(true);
    expect(row?.speakingParts).toBe(2);
  });

  it("estimates the length from the word count at 130 words a minute", async () => {
    const user = await createUser();
    const speech = Array.from({ length: 130 * 8 }, () => "word").join(" ");
    const res = await upload(
      user,
      form(`A Long Sermon\n\nA very long speech for one reader.\n\nREADER: ${speech}`),
    );
    expect(res.status).toBe(201);
    const row = await getSkitRow((res.body as { skit: { id: number } }).skit.id);
    expect(row).toMatchObject({ length: "medium", speakingParts: 1 });
  });

  it("answers 401 to visitors", async () => {
    const res = await upload(null, form(SCRIPT));
    expect(res.status).toBe(401);
  });

  it("asks for a file when none was sent", async () => {
    const user = await createUser();
    for (const body of [form(null), form(SCRIPT, "skit.txt", "text/plain", "otherField")]) {
      const res = await upload(user, body);
      expect(res.status).toBe(400);
      expect(message(res)).toBe(UPLOAD_MESSAGES.noFile);
    }
    expect(message(await upload(user, form(SCRIPT, "skit.txt", "text/plain", "otherField")))).toBe(
      "Please select a file to upload",
    );
  });

  it("refuses other file types with 415", async () => {
    const user = await createUser();
    for (const [name, type] of [
      ["skit.md", "text/markdown"],
      ["skit.pdf", "application/pdf"],
      ["skit.txt", "image/png"],
      ["skit.md", "text/plain"],
      ["skit", ""],
    ] as const) {
      const res = await upload(user, form(SCRIPT, name, type));
      expect(res.status, `${name} ${type}`).toBe(415);
      expect(message(res)).toBe("Please select a text file (.txt)");
    }
    // A .txt the browser could not type is accepted.
    expect((await upload(user, form(SCRIPT, "SKIT.TXT", ""))).status).toBe(201);
    expect((await upload(user, form(SCRIPT, "skit.txt", "text/plain;charset=utf-8"))).status).toBe(201);
  });

  it("refuses 2 MB + 1 byte with 413, and lets exactly 2 MB through the size check", async () => {
    const user = await createUser();
    const header = "A Big File\n\nA file that is exactly at the limit.\n\n";
    const exact = header + "a".repeat(UPLOAD_MAX_BYTES - header.length);
    expect(new TextEncoder().encode(exact).byteLength).toBe(UPLOAD_MAX_BYTES);
    const tooBig = await upload(user, form(`${exact}a`));
    expect(tooBig.status).toBe(413);
    expect(message(tooBig)).toBe("File size must be less than 2MB");
    const atLimit = await upload(user, form(exact));
    expect(atLimit.status).toBe(400);
    expect(message(atLimit)).toBe(PARSE_MESSAGES.contentLong);
  });

  it("refuses from the declared Content-Length before reading the body", async () => {
    const user = await createUser();
    const res = await upload(user, form(SCRIPT), { "content-length": String(UPLOAD_MAX_BYTES * 2) });
    expect(res.status).toBe(413);
    expect(message(res)).toBe(UPLOAD_MESSAGES.tooLarge);
  });

  it("refuses binary files, invalid UTF-8 and empty files with 400", async () => {
    const user = await createUser();
    const binary = await upload(user, form(new Uint8Array([0x54, 0x69, 0x74, 0x6c, 0x65, 0x00, 0x01, 0x02])));
    expect(binary.status).toBe(400);
    expect(message(binary)).toBe(UPLOAD_MESSAGES.binary);
    const latin1 = await upload(
      user,
      form(new Uint8Array([...new TextEncoder().encode(`${SCRIPT}\n`), 0xe9, 0x74, 0xe9])),
    );
    expect(latin1.status).toBe(400);
    expect(message(latin1)).toBe(UPLOAD_MESSAGES.notUtf8);
    for (const empty of ["", "   \n\n\t  "]) {
      const res = await upload(user, form(empty));
      expect(res.status).toBe(400);
      expect(message(res)).toBe(UPLOAD_MESSAGES.empty);
    }
    const before = await (await getDb()).select().from(skits).where(eq(skits.creatorId, user.id));
    expect(before).toEqual([]);
  });

  it("refuses a missing title or too little script", async () => {
    const user = await createUser();
    const shortTitle = await upload(user, form(`Hi\n\n${"Some words of the script. ".repeat(5)}`));
    expect(shortTitle.status).toBe(400);
    expect(message(shortTitle)).toBe(PARSE_MESSAGES.title);
    const longTitle = await upload(
      user,
      form(`${"T".repeat(201)}\n\n${"Some words of the script. ".repeat(5)}`),
    );
    expect(message(longTitle)).toBe(PARSE_MESSAGES.title);
    const tooShort = await upload(
      user,
      form("A Real Title\n\nA real description of the skit.\n\nJESUS: Peace."),
    );
    expect(tooShort.status).toBe(400);
    expect(message(tooShort)).toBe(PARSE_MESSAGES.contentShort);
  });

  it("answers 400 to a body that is not multipart", async () => {
    const user = await createUser();
    const res = await upload(user, JSON.stringify({ skitFile: SCRIPT }), {
      "content-type": "application/json",
    });
    expect(res.status).toBe(400);
    expect(message(res)).toMatch(/multipart/);
  });
});
