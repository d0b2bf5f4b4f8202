/**
 * The scripture check of a skit: its scripture field and every reference in its text,
 * validated against the canon. The skit page shows the result to the creator and admins,
 * and the moderation queue flags skits whose check found problems.
 */
import { checkReferences, type ReferenceProblem } from "./validate.ts";

export interface SkitReferenceIssue extends ReferenceProblem {
  /** Where the reference was written. */
  where: "scripture" | "text";
}

export interface SkitReferenceCheck {
  /** True when nothing is flagged. */
  ok: boolean;
  /** Canonical labels of the valid references found (field first, then text), each once. */
  valid: string[];
  issues: SkitReferenceIssue[];
}

/** Checks a skit's scripture field and text. Pure: call it anywhere with the stored values. */
export function checkSkitReferences(skit: {
  scripture?: string | null | undefined;
  content?: string | null | undefined;
}): SkitReferenceCheck {
  const issues: SkitReferenceIssue[] = [];
  const valid: string[] = [];
  const addValid = (label: string) => {
    if (!valid.includes(label)) valid.push(label);
  };
  const field = (skit.scripture ?? "").trim();
  if (field) {
    const refs = checkReferences(field, "field");
    if (refs.length === 0) {
      issues.push({
        where: "scripture",
        text: field,
        label: field,
        message: "The scripture field does not name a Bible passage (for example John 3:16 or Psalm 23).",
      });
    }
    for (const ref of refs) {
      if (ref.problem === null) addValid(ref.label);
      else issues.push({ where: "scripture", text: ref.text, label: ref.label, message: ref.problem });
    }
  }
  const content = skit.content ?? "";
  if (content) {
    const flagged = new Set(issues.map((i) => `${i.label}|${i.message}`));
    for (const ref of checkReferences(content, "text")) {
      if (ref.problem === null) {
        addValid(ref.label);
        continue;
      }
      const key = `${ref.label}|${ref.problem}`;
      if (flagged.has(key)) continue;
      flagged.add(key);
      issues.push({ where: "text", text: ref.text, label: ref.label, message: ref.problem });
    }
  }
  return { ok: issues.length === 0, valid, issues };
}
