/**
 * The leader's guide download (PDF or Word, the PDF also in large print) for a skit the user
 * may download: approved skits for anyone signed in, others for their creator and admins.
 */
import { parseScript } from "../../../lib/script-parser.ts";
import { estimateRunningMinutes } from "../../../lib/script-stats.ts";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import type { Skit } from "../../../server/db/schema.ts";
import { DOWNLOAD_CONTENT_TYPES, downloadFileName } from "../../downloads/downloads.schema.ts";
import { getDownloadableSkit } from "../../downloads/server/download-skit.ts";
import { renderDocumentDocx } from "../../downloads/server/render-docx.ts";
import { renderDocumentPdf } from "../../downloads/server/render-pdf.ts";
import { licenseText } from "../../performance/licenses.ts";
import type { GuideFormat, LeaderGuide } from "../guide.schema.ts";
import { buildGuideDocument } from "../guide-document.ts";
import type { GuideGenerator } from "../guide-generator.ts";
import { getGuideGenerator } from "../index.ts";

/** The guide of a stored skit. */
export function writeGuide(
  skit: Skit,
  generator: GuideGenerator,
  signal?: AbortSignal,
): Promise<LeaderGuide> {
  return generator.generate(
    {
      title: skit.title,
      description: skit.description,
      topic: skit.topic,
      scripture: skit.scripture,
      ageGroup: skit.ageGroup,
      language: skit.language,
      content: skit.content,
    },
    signal ? { signal } : {},
  );
}

export async function downloadGuide(options: {
  db: Db;
  user: SessionUser;
  idOrUuid: string;
  format: GuideFormat;
  largePrint?: boolean;
  generator?: GuideGenerator;
  signal?: AbortSignal;
}): Promise<{ bytes: Uint8Array; contentType: string; fileName: string }> {
  const skit = await getDownloadableSkit(options.db, options.user, options.idOrUuid);
  const guide = await writeGuide(skit, options.generator ?? getGuideGenerator(), options.signal);
  const minutes = estimateRunningMinutes(parseScript(skit.content));
  const doc = buildGuideDocument(
    {
      title: skit.title,
      ageGroup: skit.ageGroup,
      language: skit.language,
      runningTime: `About ${minutes} ${minutes === 1 ? "minute" : "minutes"}`,
      speakingParts: skit.speakingParts,
      license: licenseText(skit.license),
    },
    guide,
  );
  const largePrint = options.largePrint ?? false;
  const bytes =
    options.format === "pdf" ? await renderDocumentPdf(doc, { largePrint }) : await renderDocumentDocx(doc);
  const base = downloadFileName(skit.title, options.format).replace(/\.(pdf|docx)$/, "");
  const suffix = options.format === "pdf" && largePrint ? "-large-print" : "";
  return {
    bytes,
    contentType: DOWNLOAD_CONTENT_TYPES[options.format],
    fileName: `${base}-leaders-guide${suffix}.${options.format}`,
  };
}
