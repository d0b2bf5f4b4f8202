/**
 * Performance rights: the licence a creator chooses for a skit, shown on the skit page and
 * printed in every document made from it (script, actor scripts, leader's guide, Fountain).
 * Browser-safe.
 */

export const LICENSE_OPTIONS = [
  {
    value: "cc-by-nc-4.0",
    label: "CC BY-NC 4.0 — free to perform, copy and stream, non-commercial",
    name: "Creative Commons BY-NC 4.0",
    summary:
      "Free to perform, copy for your cast and stream, for non-commercial use, with credit to the author and Scripture Skits.",
    url: "https://creativecommons.org/licenses/by-nc/4.0/",
  },
  {
    value: "cc-by-4.0",
    label: "CC BY 4.0 — free to perform, copy, adapt and share, with credit",
    name: "Creative Commons BY 4.0",
    summary:
      "Free to perform, copy, stream, adapt and share for any purpose, including commercial use, with credit to the author and Scripture Skits.",
    url: "https://creativecommons.org/licenses/by/4.0/",
  },
  {
    value: "cc-by-nc-nd-4.0",
    label: "CC BY-NC-ND 4.0 — free to perform and copy as written, non-commercial",
    name: "Creative Commons BY-NC-ND 4.0",
    summary:
      "Free to perform, copy for your cast and stream exactly as written, for non-commercial use, with credit; no adapted versions may be shared.",
    url: "https://creativecommons.org/licenses/by-nc-nd/4.0/",
  },
  {
    value: "all-rights-reserved",
    label: "All rights reserved — performance by permission",
    name: "All rights reserved",
    summary: "All rights reserved. Performing, copying or streaming this skit needs the author's permission.",
    url: null,
  },
] as const;

export type LicenseValue = (typeof LICENSE_OPTIONS)[number]["value"];
export type LicenseOption = (typeof LICENSE_OPTIONS)[number];

export const DEFAULT_LICENSE: LicenseValue = "cc-by-nc-4.0";

export const LICENSE_VALUES = LICENSE_OPTIONS.map((o) => o.value) as [LicenseValue, ...LicenseValue[]];

/** The licence of a stored value; unknown values read as the default. */
export function licenseFor(value: string | null | undefined): LicenseOption {
  return LICENSE_OPTIONS.find((o) => o.value === value) ?? LICENSE_OPTIONS[0];
}

/** The line printed in documents: "Licence: Creative Commons BY-NC 4.0 — free to perform, … (https://…)". */
export function licenseText(value: string | null | undefined): string {
  const license = licenseFor(value);
  const url = license.url ? ` (${license.url})` : "";
  return `Licence: ${license.name} — ${license.summary}${url}`;
}
