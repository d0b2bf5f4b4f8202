/**
 * "How long did it run?": after downloading and performing a skit, a user reports its
 * running time in minutes (1-180). One report per user; sending again updates it. The
 * median shown on the page is refreshed from the answer.
 */
import { type FormEvent, useId, useState } from "react";
import { showToast } from "../../../components/ui/toast.ts";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import {
  RUNTIME_MINUTES_MESSAGE,
  type RunningTimeSummary,
  runtimeReportSchema,
} from "../performance.schema.ts";
import { medianText } from "../running-time.ts";

type Props = {
  uuid: string;
  yourMinutes: number | null;
  /** The user has downloaded the skit (the server checks again). */
  downloaded: boolean;
};

export default function RuntimeReportForm({ uuid, yourMinutes, downloaded }: Props) {
  const id = useId();
  const [minutes, setMinutes] = useState(yourMinutes === null ? "" : String(yourMinutes));
  const [saved, setSaved] = useState<number | null>(yourMinutes);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = runtimeReportSchema.safeParse({ minutes: minutes.trim() === "" ? undefined : minutes });
    if (!parsed.success) {
      setError(RUNTIME_MINUTES_MESSAGE);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const summary = await apiRequest<RunningTimeSummary & { message: string }>(
        "POST",
        `/api/skits/${encodeURIComponent(uuid)}/runtime-reports`,
        { minutes: parsed.data.minutes },
      );
      setSaved(summary.yourMinutes);
      const median = document.querySelector<HTMLElement>("[data-runtime-median]");
      if (median) median.textContent = medianText(summary.medianMinutes, summary.reportCount);
      showToast({ title: "Running time saved", description: summary.message });
    } catch (err) {
      const message = err instanceof ApiError || err instanceof Error ? err.message : "Please try again.";
      setError(message);
      showToast({ title: "Could not save the running time", description: message, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-busy={busy}>
      <label htmlFor={`${id}-minutes`} className="text-sm font-medium">
        How many minutes did it run when you performed it?
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={`${id}-minutes`}
          name="minutes"
          type="number"
          inputMode="numeric"
          min={1}
          max={180}
          step={1}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className="w-28 rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <span className="text-sm text-muted-foreground">minutes</span>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center justify-center rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
        >
          {busy ? "Saving..." : saved === null ? "Report running time" : "Update running time"}
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {saved !== null
          ? `You reported ${saved} ${saved === 1 ? "minute" : "minutes"}. You can change it at any time.`
          : downloaded
            ? "One report per person, between 1 and 180 minutes."
            : "You can report a running time after you download this skit."}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
