/**
 * Actor scripts: one PDF per speaking part (its lines shaded, each after its cue, with the
 * directions that name it and its props), and the whole cast's scripts with the full script
 * in one zip. Each download is recorded like any other PDF download of the skit.
 */
import { zipSync } from "fflate";
import type { ParsedScript } from "../../../lib/script-format.ts";
import { parseScript } from "../../../lib/script-parser.ts";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import type { Skit } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { downloadFileName } from "../../downloads/downloads.schema.ts";
import { getDownloadableSkit, renderSkitFile } from "../../downloads/server/download-skit.ts";
import { recordDownload } from "../../downloads/server/record-download.ts";
import { renderDocumentPdf } from "../../downloads/server/render-pdf.ts";
import { splitProps } from "../../downloads/server/skit-document.ts";
import { buildActorScript } from "../actor-script.ts";
import { buildActorScriptDocument } from "../actor-script-document.ts";
import { analyseCast } from "../cast-analysis.ts";
import { licenseText } from "../licenses.ts";

export const ROLE_NOT_FOUND_MESSAGE = "This skit has no speaking part with that name.";

const PROP_LABELS = new Set(["PROPS", "PROP", "UTILERIA", "ACCESORIOS"]);
const foldLabel = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toUpperCase()
    .trim();

/** The skit's props: the form's list, then the script's PROPS lines, without repeats. */
export function skitProps(skit: Pick<Skit, "props">, parsed: ParsedScript): string[] {
  const items = [
    ...splitProps(skit.props),
    ...parsed.header.filter((h) => PROP_LABELS.has(foldLabel(h.label))).flatMap((h) => splitProps(h.value)),
  ];
  const out: string[] = [];
  for (const item of items) {
    if (!out.some((p) => p.localeCompare(item, undefined, { sensitivity: "base" }) === 0)) out.push(item);
  }
  return out;
}

/** The speaking parts that get an actor script, in cast order. */
export function speakingParts(parsed: ParsedScript) {
  return analyseCast(parsed).roles.filter((r) => r.speaking && r.lines + r.groupLines > 0);
}

const baseName = (title: string) => downloadFileName(title, "pdf").replace(/\.pdf$/, "");

/** The actor-script PDF of one part, or null when the skit has no such speaking part. */
export async function renderActorScriptPdf(
  skit: Pick<Skit, "title" | "scripture" | "props" | "license" | "language">,
  parsed: ParsedScript,
  roleId: string,
  options: { largePrint?: boolean } = {},
): Promise<Uint8Array | null> {
  if (!speakingParts(parsed).some((r) => r.id === roleId)) return null;
  const actor = buildActorScript(parsed, roleId, skitProps(skit, parsed));
  if (!actor) return null;
  const doc = buildActorScriptDocument(
    {
      title: skit.title,
      scripture: skit.scripture,
      license: licenseText(skit.license),
      language: skit.language,
      script: parsed,
    },
    actor,
  );
  return renderDocumentPdf(doc, { largePrint: options.largePrint ?? false });
}

export async function downloadActorScript(options: {
  db: Db;
  user: SessionUser;
  idOrUuid: string;
  roleId: string;
  largePrint?: boolean;
}): Promise<{ bytes: Uint8Array; fileName: string }> {
  const skit = await getDownloadableSkit(options.db, options.user, options.idOrUuid);
  const parsed = parseScript(skit.content);
  const roleId = options.roleId.toLowerCase();
  const bytes = await renderActorScriptPdf(skit, parsed, roleId, { largePrint: options.largePrint ?? false });
  if (!bytes) throw new AppError("NOT_FOUND", ROLE_NOT_FOUND_MESSAGE);
  await recordDownload({ db: options.db, userId: options.user.id, skit, format: "pdf" });
  const suffix = options.largePrint ? "-large-print" : "";
  return { bytes, fileName: `${baseName(skit.title)}-${roleId}${suffix}.pdf` };
}

/** Every speaking part's actor script and the full script, in one zip. */
export async function downloadCastZip(options: {
  db: Db;
  user: SessionUser;
  idOrUuid: string;
  largePrint?: boolean;
}): Promise<{ bytes: Uint8Array; fileName: string }> {
  const skit = await getDownloadableSkit(options.db, options.user, options.idOrUuid);
  const parsed = parseScript(skit.content);
  const largePrint = options.largePrint ?? false;
  const parts = speakingParts(parsed);
  const files: Record<string, Uint8Array> = {};
  const full = await renderSkitFile(skit, "pdf", { largePrint });
  files[`00-full-script.pdf`] = full.bytes;
  let n = 0;
  for (const part of parts) {
    const bytes = await renderActorScriptPdf(skit, parsed, part.id, { largePrint });
    if (!bytes) continue;
    n += 1;
    files[`${String(n).padStart(2, "0")}-${part.id}.pdf`] = bytes;
  }
  // PDFs are already compressed: store them as they are.
  const bytes = zipSync(files, { level: 0, mtime: new Date("2024-01-01T00:00:00Z") });
  await recordDownload({ db: options.db, userId: options.user.id, skit, format: "pdf" });
  const suffix = largePrint ? "-large-print" : "";
  return { bytes, fileName: `${baseName(skit.title)}-cast${suffix}.zip` };
}
