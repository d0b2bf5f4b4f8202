/**
 * What the skit page shows about performing a skit: each part's lines and words, the parts
 * one actor could double, the running time (estimate and reported median) and the licence.
 * Counts only: the text itself stays behind the preview rules.
 */
import { parseScript } from "../../../lib/script-parser.ts";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import type { Skit } from "../../../server/db/schema.ts";
import { getVisibleSkit } from "../../skits/server/get-skit.ts";
import { analyseCast } from "../cast-analysis.ts";
import { type LicenseOption, licenseFor } from "../licenses.ts";
import type { RunningTimeSummary } from "../performance.schema.ts";
import { getRunningTime } from "./get-running-time.ts";

export interface PartView {
  id: string;
  name: string;
  speaking: boolean;
  narrator: boolean;
  lines: number;
  words: number;
  groupLines: number;
  /** Scene labels the part is on stage in. */
  scenes: string[];
  small: boolean;
  /** Has lines, so it gets an actor script. */
  hasActorScript: boolean;
}

export interface SkitPerformance {
  parts: PartView[];
  sceneCount: number;
  doubling: string[][];
  doublingNote: string | null;
  runningTime: RunningTimeSummary;
  license: LicenseOption;
}

export async function getSkitPerformance(options: {
  db: Tx;
  viewer: SessionUser | null;
  idOrUuid: string;
}): Promise<SkitPerformance> {
  const skit = await getVisibleSkit(options.db, options.idOrUuid, options.viewer);
  return performanceOf({ db: options.db, skit, viewerId: options.viewer?.id ?? null });
}

/** The performance view of a skit already loaded (and checked as visible). */
export async function performanceOf(options: {
  db: Tx;
  skit: Pick<Skit, "id" | "content" | "license">;
  viewerId: number | null;
}): Promise<SkitPerformance> {
  const { skit } = options;
  const analysis = analyseCast(parseScript(skit.content));
  const label = (i: number) => analysis.scenes[i]?.label ?? `Scene ${i + 1}`;
  return {
    parts: analysis.roles.map((r) => ({
      id: r.id,
      name: r.name,
      speaking: r.speaking,
      narrator: r.narrator,
      lines: r.lines,
      words: r.words,
      groupLines: r.groupLines,
      scenes: r.scenes.map(label),
      small: r.small,
      hasActorScript: r.speaking && r.lines + r.groupLines > 0,
    })),
    sceneCount: analysis.scenes.length,
    doubling: analysis.doubling.map((d) => d.names),
    doublingNote: analysis.doublingNote,
    runningTime: await getRunningTime({ db: options.db, skit, viewerId: options.viewerId }),
    license: licenseFor(skit.license),
  };
}
