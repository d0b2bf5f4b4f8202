/**
 * POST /api/skits/upload-text: stores an uploaded .txt skit as a pending skit
 * owned by the uploader (source "upload"; no credit is spent). The text must be
 * a non-empty UTF-8 text file of at most 2 MB.
 */
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { skits } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { SKIT_DEFAULTS } from "../../skits/skit.schema.ts";
import { isTextFile, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from "../library.schema.ts";
import { parseSkitText, UploadParseError } from "../parse-skit-text.ts";
import type { UploadedFile } from "./read-upload.ts";

export interface UploadedSkit {
  id: number;
  uuid: string;
  title: string;
  description: string;
  topic: string;
  scripture: string | null;
  speakingParts: number;
  nonSpeakingParts: number;
  length: string;
  ageGroup: string;
  status: string;
  isApproved: boolean;
  source: string;
  creatorId: number | null;
  createdAt: string;
}

/** Decodes strict UTF-8 (BOM removed); refuses binary content (NUL bytes) and empty files. */
export function decodeTextFile(bytes: Uint8Array): string {
  if (bytes.byteLength === 0) throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.empty);
  if (bytes.includes(0)) throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.binary);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.notUtf8);
  }
  if (text.trim() === "") throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.empty);
  return text;
}

export async function uploadTextSkit(options: {
  db: Db;
  user: SessionUser;
  file: UploadedFile | null;
}): Promise<UploadedSkit> {
  const { db, user, file } = options;
  if (!file || (file.name === "" && file.bytes.byteLength === 0))
    throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.noFile);
  if (!isTextFile(file.name, file.type))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", UPLOAD_MESSAGES.wrongType);
  if (file.bytes.byteLength > UPLOAD_MAX_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", UPLOAD_MESSAGES.tooLarge);
  const text = decodeTextFile(file.bytes);
  let parsed: ReturnType<typeof parseSkitText>;
  try {
    parsed = parseSkitText(text);
  } catch (error) {
    if (error instanceof UploadParseError) throw new AppError("BAD_REQUEST", error.message);
    throw error;
  }
  const [row] = await db
    .insert(skits)
    .values({
      title: parsed.title,
      description: parsed.description,
      content: parsed.content,
      topic: parsed.topic,
      scripture: parsed.scripture,
      speakingParts: parsed.speakingParts,
      nonSpeakingParts: parsed.nonSpeakingParts,
      length: parsed.length,
      language: SKIT_DEFAULTS.language,
      ageGroup: "all-ages",
      difficulty: SKIT_DEFAULTS.difficulty,
      status: "pending",
      creatorId: user.id,
      source: "upload",
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    description: row.description,
    topic: row.topic,
    scripture: row.scripture,
    speakingParts: row.speakingParts,
    nonSpeakingParts: row.nonSpeakingParts,
    length: row.length,
    ageGroup: row.ageGroup,
    status: row.status,
    isApproved: row.status === "approved",
    source: row.source,
    creatorId: row.creatorId,
    createdAt: row.createdAt.toISOString(),
  };
}
