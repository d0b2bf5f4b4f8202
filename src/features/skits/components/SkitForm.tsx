/**
 * The create / edit form island. Validates with the shared zod schema for
 * instant feedback (the server checks again), streams the skit as it is
 * written, then goes to the skit's page.
 */
import { type FormEvent, useId, useRef, useState } from "react";
import { flashToast } from "../../../components/ui/flash-toast.ts";
import { showToast } from "../../../components/ui/toast.ts";
import { ApiError, apiStream } from "../../../lib/api-client.ts";
import { DEFAULT_LICENSE, LICENSE_OPTIONS, licenseFor } from "../../performance/licenses.ts";
import {
  AGE_GROUP_OPTIONS,
  AUDIENCE_PARTICIPATION_OPTIONS,
  DIFFICULTY_OPTIONS,
  LANGUAGE_OPTIONS,
  LENGTH_OPTIONS,
  NARRATOR_OPTIONS,
  SETTING_OPTIONS,
  SKIT_DEFAULTS,
  SKIT_TYPE_OPTIONS,
  skitFormWithLicenseSchema,
} from "../skit.schema.ts";

export interface SkitFormValues {
  topic: string;
  scripture: string;
  speakingParts: string;
  nonSpeakingParts: string;
  length: string;
  language: string;
  ageGroup: string;
  difficulty: string;
  setting: string;
  props: string;
  skitType: string;
  skitNarrator: string;
  audienceParticipation: string;
  additionalInstructions: string;
  license: string;
}

export const EMPTY_FORM: SkitFormValues = {
  topic: "",
  scripture: "",
  speakingParts: String(SKIT_DEFAULTS.speakingParts),
  nonSpeakingParts: String(SKIT_DEFAULTS.nonSpeakingParts),
  length: "",
  language: SKIT_DEFAULTS.language,
  ageGroup: "",
  difficulty: SKIT_DEFAULTS.difficulty,
  setting: "",
  props: "",
  skitType: "",
  skitNarrator: SKIT_DEFAULTS.skitNarrator,
  audienceParticipation: SKIT_DEFAULTS.audienceParticipation,
  additionalInstructions: "",
  license: DEFAULT_LICENSE,
};

type Props = {
  mode: "create" | "edit";
  initial?: Partial<SkitFormValues>;
  /** The skit being edited (edit mode). */
  skitUuid?: string;
  editsRemaining?: number;
  /** A line that states the credit rule and the user's balance. */
  creditNote: string;
  /** Create mode only: the uuid of the approved skit this new skit remixes. */
  remixOf?: string;
};

type Errors = Partial<Record<keyof SkitFormValues, string>>;
type Option = { value: string; label: string };

function Field(props: {
  id: string;
  name: keyof SkitFormValues;
  label: string;
  hint?: string;
  required?: boolean;
  error?: string | undefined;
  children: (describedBy: string | undefined) => React.ReactNode;
}) {
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  const errorId = props.error ? `${props.id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
        {props.required ? (
          <span className="text-destructive" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {props.children(describedBy)}
      {props.hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

const inputClass =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive disabled:opacity-60";

export default function SkitForm({ mode, initial, skitUuid, editsRemaining, creditNote, remixOf }: Props) {
  const baseId = useId();
  const [values, setValues] = useState<SkitFormValues>({ ...EMPTY_FORM, ...initial });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const progressRef = useRef<HTMLPreElement>(null);

  const id = (name: keyof SkitFormValues) => `${baseId}-${name}`;
  const set = (name: keyof SkitFormValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  function select(
    name: keyof SkitFormValues,
    options: readonly Option[],
    placeholder: string,
    describedBy?: string,
  ) {
    return (
      <select
        id={id(name)}
        name={name}
        value={values[name]}
        onChange={set(name)}
        disabled={busy}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = skitFormWithLicenseSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof SkitFormValues;
        next[key] ??= issue.message;
      }
      setErrors(next);
      const first = Object.keys(next)[0] as keyof SkitFormValues | undefined;
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    setProgress("");
    try {
      const url =
        mode === "edit"
          ? `/api/skits/${skitUuid}/edit`
          : remixOf
            ? `/api/skits/${encodeURIComponent(remixOf)}/remix`
            : "/api/skits/create";
      const skit = await apiStream<{ uuid: string }>(
        mode === "edit" ? "PUT" : "POST",
        url,
        parsed.data,
        (chunk) => {
          setProgress((p) => p + chunk);
          const box = progressRef.current;
          if (box) box.scrollTop = box.scrollHeight;
        },
      );
      flashToast(
        mode === "edit"
          ? {
              title: "Skit updated successfully!",
              description: "Your skit has been updated and regenerated.",
            }
          : {
              title: remixOf ? "Remix created successfully!" : "Skit created successfully!",
              description:
                "Your skit is pending approval and will be available in the library once reviewed.",
            },
      );
      window.location.assign(`/skit/${skit.uuid}`);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.errors) {
        const next: Errors = {};
        for (const [key, messages] of Object.entries(error.errors))
          next[key as keyof SkitFormValues] = messages[0];
        setErrors(next);
      }
      showToast({
        title: mode === "edit" ? "Error updating skit" : "Error generating skit",
        description:
          error instanceof Error && error.message ? error.message : "Please try again or contact support.",
        variant: "destructive",
      });
    }
  }

  const buttonLabel = busy
    ? mode === "edit"
      ? "Updating Skit..."
      : "Generating Skit..."
    : mode === "edit"
      ? `Update Skit${editsRemaining !== undefined ? ` (${editsRemaining} ${editsRemaining === 1 ? "edit" : "edits"} left)` : ""}`
      : remixOf
        ? "Generate Remix"
        : "Generate Skit";

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-busy={busy}>
      <fieldset className="grid gap-5 md:grid-cols-2" disabled={busy}>
        <legend className="sr-only">Story</legend>
        <Field
          id={id("topic")}
          name="topic"
          label="Topic or Bible story"
          required
          error={errors.topic}
          hint="For example: David and Goliath, forgiveness, the lost sheep."
        >
          {(describedBy) => (
            <input
              id={id("topic")}
              name="topic"
              value={values.topic}
              onChange={set("topic")}
              required
              minLength={3}
              autoComplete="off"
              aria-invalid={errors.topic ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          id={id("scripture")}
          name="scripture"
          label="Scripture reference"
          error={errors.scripture}
          hint="Optional, e.g. 1 Samuel 17 or Luke 15:11-32."
        >
          {(describedBy) => (
            <input
              id={id("scripture")}
              name="scripture"
              value={values.scripture}
              onChange={set("scripture")}
              autoComplete="off"
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-5 md:grid-cols-3" disabled={busy}>
        <legend className="mb-2 text-base font-semibold">Cast and running time</legend>
        <Field
          id={id("speakingParts")}
          name="speakingParts"
          label="Speaking parts"
          required
          error={errors.speakingParts}
          hint="1 to 20"
        >
          {(describedBy) => (
            <input
              id={id("speakingParts")}
              name="speakingParts"
              type="number"
              inputMode="numeric"
              min={1}
              max={20}
              value={values.speakingParts}
              onChange={set("speakingParts")}
              aria-invalid={errors.speakingParts ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          id={id("nonSpeakingParts")}
          name="nonSpeakingParts"
          label="Non-speaking parts"
          error={errors.nonSpeakingParts}
          hint="0 to 20"
        >
          {(describedBy) => (
            <input
              id={id("nonSpeakingParts")}
              name="nonSpeakingParts"
              type="number"
              inputMode="numeric"
              min={0}
              max={20}
              value={values.nonSpeakingParts}
              onChange={set("nonSpeakingParts")}
              aria-invalid={errors.nonSpeakingParts ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
        <Field id={id("length")} name="length" label="Length" required error={errors.length}>
          {(describedBy) => select("length", LENGTH_OPTIONS, "Choose a length", describedBy)}
        </Field>
      </fieldset>

      <fieldset className="grid gap-5 md:grid-cols-3" disabled={busy}>
        <legend className="mb-2 text-base font-semibold">Audience</legend>
        <Field
          id={id("ageGroup")}
          name="ageGroup"
          label="Audience age group"
          required
          error={errors.ageGroup}
        >
          {(describedBy) => select("ageGroup", AGE_GROUP_OPTIONS, "Choose an age group", describedBy)}
        </Field>
        <Field id={id("language")} name="language" label="Language" required error={errors.language}>
          {(describedBy) => select("language", LANGUAGE_OPTIONS, "Choose a language", describedBy)}
        </Field>
        <Field id={id("difficulty")} name="difficulty" label="Complexity" error={errors.difficulty}>
          {(describedBy) => select("difficulty", DIFFICULTY_OPTIONS, "Any complexity", describedBy)}
        </Field>
      </fieldset>

      <fieldset className="grid gap-5 md:grid-cols-2" disabled={busy}>
        <legend className="mb-2 text-base font-semibold">Style and staging</legend>
        <Field id={id("skitType")} name="skitType" label="Style" error={errors.skitType}>
          {(describedBy) => select("skitType", SKIT_TYPE_OPTIONS, "Any style", describedBy)}
        </Field>
        <Field id={id("setting")} name="setting" label="Setting" error={errors.setting}>
          {(describedBy) => select("setting", SETTING_OPTIONS, "Any setting", describedBy)}
        </Field>
        <Field id={id("skitNarrator")} name="skitNarrator" label="Narrator" error={errors.skitNarrator}>
          {(describedBy) => select("skitNarrator", NARRATOR_OPTIONS, "Choose", describedBy)}
        </Field>
        <Field
          id={id("audienceParticipation")}
          name="audienceParticipation"
          label="Audience participation"
          error={errors.audienceParticipation}
        >
          {(describedBy) =>
            select("audienceParticipation", AUDIENCE_PARTICIPATION_OPTIONS, "Choose", describedBy)
          }
        </Field>
        <Field
          id={id("props")}
          name="props"
          label="Props and resources available"
          error={errors.props}
          hint="Optional, e.g. a bedsheet, a toy boat, a cardboard crown."
        >
          {(describedBy) => (
            <textarea
              id={id("props")}
              name="props"
              rows={3}
              value={values.props}
              onChange={set("props")}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          id={id("additionalInstructions")}
          name="additionalInstructions"
          label="Additional instructions"
          error={errors.additionalInstructions}
          hint="Optional: anything else the writer should know about your group."
        >
          {(describedBy) => (
            <textarea
              id={id("additionalInstructions")}
              name="additionalInstructions"
              rows={3}
              value={values.additionalInstructions}
              onChange={set("additionalInstructions")}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-5" disabled={busy}>
        <legend className="mb-2 text-base font-semibold">Performance rights</legend>
        <Field
          id={id("license")}
          name="license"
          label="Licence"
          error={errors.license}
          hint={licenseFor(values.license).summary}
        >
          {(describedBy) => (
            <select
              id={id("license")}
              name="license"
              value={values.license}
              onChange={set("license")}
              aria-invalid={errors.license ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            >
              {LICENSE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>

      <div className="flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{creditNote}</p>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center justify-center gap-2 rounded-md bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground shadow hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-70"
        >
          {busy ? (
            <span
              className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
              aria-hidden="true"
            />
          ) : null}
          {buttonLabel}
        </button>
      </div>

      {busy || progress ? (
        <section
          aria-label="Your skit is being written"
          className="rounded-lg border border-border bg-muted/40 p-4"
        >
          <h2 className="mb-2 text-sm font-semibold">{busy ? "Writing your skit…" : "Finished"}</h2>
          <pre
            ref={progressRef}
            className="max-h-80 overflow-y-auto whitespace-pre-wrap font-serif text-sm leading-relaxed"
          >
            {progress || "Getting started…"}
          </pre>
        </section>
      ) : null}
    </form>
  );
}
