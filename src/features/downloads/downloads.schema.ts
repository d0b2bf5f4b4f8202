import { z } from "zod";

export const DOWNLOAD_FORMATS = ["pdf", "docx", "fountain"] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export const DOWNLOAD_CONTENT_TYPES: Record<DownloadFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  fountain: "text/plain; charset=utf-8",
};

/** `?largePrint=1` (or true/yes/on): the large-print, dyslexia-friendly PDF. */
export function wantsLargePrint(value: string | null | undefined): boolean {
  return value !== null && value !== undefined && /^(?:1|true|yes|on)$/i.test(value.trim());
}

export const recordDownloadSchema = z.object({
  format: z.enum(DOWNLOAD_FORMATS, { error: "Format must be pdf, docx or fountain" }),
  donated: z.boolean().optional().default(false),
  /** Dollars, as the download dialog sends them. */
  donationAmount: z.coerce.number().min(0).max(10_000).optional(),
});

export type RecordDownloadInput = z.output<typeof recordDownloadSchema>;

/** Download-dialog donation quick picks, in cents (spec section 9). */
export const DOWNLOAD_DONATION_OPTIONS = [0, 500, 750, 1000] as const;

/** A safe file name made from the title: "David and Goliath!" → "david-and-goliath". */
export function downloadFileName(title: string, format: DownloadFormat): string {
  const base =
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80)
      .replace(/-+$/g, "") || "skit";
  return `${base}.${format}`;
}
