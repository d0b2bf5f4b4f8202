/**
 * Builds a skit's download: approved skits for any signed-in user; pending or
 * rejected ones only for their creator and admins (404 for everyone else).
 */
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import type { Skit } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { licenseText } from "../../performance/licenses.ts";
import { creatorNameOf, renderSkitFountain } from "../../performance/server/render-skit-fountain.ts";
import { canReadFullText, SKIT_NOT_FOUND_MESSAGE } from "../../skits/server/skit-access.ts";
import { findSkit } from "../../skits/server/skit-view.ts";
import { DOWNLOAD_CONTENT_TYPES, type DownloadFormat, downloadFileName } from "../downloads.schema.ts";
import { recordDownload } from "./record-download.ts";
import { renderSkitDocx } from "./render-docx.ts";
import { renderSkitPdf } from "./render-pdf.ts";

export async function getDownloadableSkit(db: Db, user: SessionUser, idOrUuid: string): Promise<Skit> {
  const skit = await findSkit(db, idOrUuid);
  if (!skit) throw new AppError("NOT_FOUND", SKIT_NOT_FOUND_MESSAGE);
  const published = skit.status === "approved" && skit.isPublic;
  if (!published && !canReadFullText(user, skit)) throw new AppError("NOT_FOUND", SKIT_NOT_FOUND_MESSAGE);
  return skit;
}

export async function renderSkitFile(
  skit: Skit,
  format: DownloadFormat,
  options: { largePrint?: boolean; author?: string | null } = {},
): Promise<{ bytes: Uint8Array; contentType: string; fileName: string }> {
  const input = {
    title: skit.title,
    description: skit.description,
    scripture: skit.scripture,
    topic: skit.topic,
    length: skit.length,
    language: skit.language,
    ageGroup: skit.ageGroup,
    setting: skit.setting,
    props: skit.props,
    speakingParts: skit.speakingParts,
    nonSpeakingParts: skit.nonSpeakingParts,
    content: skit.content,
    license: licenseText(skit.license),
  };
  const bytes =
    format === "pdf"
      ? await renderSkitPdf(input, undefined, { largePrint: options.largePrint ?? false })
      : format === "docx"
        ? await renderSkitDocx(input)
        : renderSkitFountain(skit, options.author ?? null);
  return {
    bytes,
    contentType: DOWNLOAD_CONTENT_TYPES[format],
    fileName: downloadFileName(skit.title, format),
  };
}

export async function downloadSkit(options: {
  db: Db;
  user: SessionUser;
  idOrUuid: string;
  format: DownloadFormat;
  largePrint?: boolean;
}) {
  const skit = await getDownloadableSkit(options.db, options.user, options.idOrUuid);
  const author = options.format === "fountain" ? await creatorNameOf(options.db, skit.creatorId) : null;
  const file = await renderSkitFile(skit, options.format, {
    largePrint: options.largePrint ?? false,
    author,
  });
  await recordDownload({ db: options.db, userId: options.user.id, skit, format: options.format });
  return file;
}
