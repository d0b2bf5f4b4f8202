/**
 * An admin uploads a video (the About page's intro video): video/* only, at
 * most VIDEO_MAX_BYTES, stored through storage.ts under a random key, recorded
 * in uploaded_files and the audit log. Answers the URL to play it from.
 */
import { randomUUID } from "node:crypto";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { uploadedFiles } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { getStorage } from "../../../server/services/storage.ts";
import { assertAdmin } from "./admin-access.ts";
import { recordAudit } from "./record-audit.ts";

/** File extensions for the common video types (others keep a cleaned-up extension of their own). */
const VIDEO_EXTENSIONS: Record<string, string> = {
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/ogg": "ogv",
  "video/quicktime": "mov",
  "video/x-m4v": "m4v",
  "video/x-matroska": "mkv",
  "video/mpeg": "mpeg",
  "video/3gpp": "3gp",
  "video/x-msvideo": "avi",
};

export const VIDEO_MESSAGES = {
  missing: "Please select a video file to upload",
  type: "Please select a video file (video/*)",
  empty: "The video file is empty",
} as const;

export function videoTooLargeMessage(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  return `The video must be ${mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${maxBytes.toLocaleString("en-US")} bytes`} or less`;
}

/** A MIME type of the form video/<subtype>, nothing else (no parameters smuggling other types). */
export function isVideoType(type: string): boolean {
  return /^video\/[a-z0-9][a-z0-9.+-]*$/i.test(type.split(";")[0]!.trim());
}

function extensionFor(mimeType: string, originalName: string): string {
  const known = VIDEO_EXTENSIONS[mimeType];
  if (known) return known;
  const own = /\.([a-z0-9]{1,8})$/i.exec(originalName)?.[1];
  return own ? own.toLowerCase() : "video";
}

export interface UploadedVideo {
  id: number;
  url: string;
  fileName: string;
  mimeType: string;
  size: number;
}

export async function uploadVideo(options: {
  db: Db;
  admin: SessionUser;
  file: File | null;
  maxBytes: number;
}): Promise<UploadedVideo> {
  const { db, admin, file, maxBytes } = options;
  assertAdmin(admin);
  if (!file) throw new AppError("BAD_REQUEST", VIDEO_MESSAGES.missing);
  const mimeType = file.type.split(";")[0]!.trim().toLowerCase();
  if (!isVideoType(mimeType)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", VIDEO_MESSAGES.type);
  if (file.size > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", videoTooLargeMessage(maxBytes));
  if (file.size === 0) throw new AppError("BAD_REQUEST", VIDEO_MESSAGES.empty);

  const originalName = (file.name || "video").slice(0, 255);
  const key = `videos/${randomUUID()}.${extensionFor(mimeType, originalName)}`;
  const storage = getStorage();
  await storage.put(key, new Uint8Array(await file.arrayBuffer()), mimeType);
  const url = storage.urlFor(key);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(uploadedFiles)
        .values({ fileName: key, originalName, mimeType, size: file.size, url, uploadedBy: admin.id })
        .returning();
      await recordAudit(tx, {
        actorId: admin.id,
        action: "upload.video",
        targetType: "uploaded_file",
        targetId: String(row!.id),
        after: { fileName: key, originalName, mimeType, size: file.size, url },
      });
      return { id: row!.id, url, fileName: key, mimeType, size: file.size };
    });
  } catch (error) {
    // No row, no file: do not leave an orphan behind.
    await storage.remove(key).catch(() => {});
    throw error;
  }
}
