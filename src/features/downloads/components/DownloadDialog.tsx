/**
 * The download dialog: choose PDF (default) or Word, and optionally a donation
 * or lifetime access. With no donation the file downloads straight away.
 */
import { useId, useRef, useState } from "react";
import { showToast } from "../../../components/ui/toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import type { DownloadFormat } from "../downloads.schema.ts";

type Donation = "none" | "500" | "750" | "1000" | "lifetime";

type Props = {
  uuid: string;
  signedIn: boolean;
  /** Lifetime creators and admins are not offered lifetime access. */
  offerLifetime: boolean;
};

const DONATIONS: { value: Donation; label: string }[] = [
  { value: "none", label: "No donation" },
  { value: "500", label: "$5" },
  { value: "750", label: "$7.50" },
  { value: "1000", label: "$10" },
];

const buttonBase =
  "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60";

/** Starts a file download without leaving the page. */
function startFileDownload(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.rel = "noopener";
  link.setAttribute("download", "");
  document.body.append(link);
  link.click();
  link.remove();
}

export default function DownloadDialog({ uuid, signedIn, offerLifetime }: Props) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [format, setFormat] = useState<DownloadFormat>("pdf");
  const [donation, setDonation] = useState<Donation>("none");
  const [status, setStatus] = useState<"idle" | "processing" | "success" | "error">("idle");

  function open() {
    if (!signedIn) {
      showToast({
        title: "Authentication required",
        description: "Please sign in to download skits",
        variant: "destructive",
      });
      window.location.assign(`/api/login?next=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    setStatus("idle");
    dialogRef.current?.showModal();
  }

  async function download() {
    if (donation === "lifetime") {
      window.location.assign(`/donate?tab=lifetime&skit=${encodeURIComponent(uuid)}&format=${format}`);
      return;
    }
    if (donation !== "none") {
      window.location.assign(
        `/donate?tab=support&amount=${Number(donation) / 100}&skit=${encodeURIComponent(uuid)}&format=${format}`,
      );
      return;
    }
    setStatus("processing");
    try {
      const recorded = await apiRequest<{ downloadCount: number }>(
        "POST",
        `/api/skits/${uuid}/record-download`,
        { format },
      );
      const counter = document.querySelector<HTMLElement>("[data-download-count]");
      if (counter)
        counter.textContent = `Downloaded ${recorded.downloadCount} ${recorded.downloadCount === 1 ? "time" : "times"}`;
    } catch (error) {
      // Recording is best effort: the file still downloads.
      console.warn("Could not record the download", error);
    }
    try {
      startFileDownload(`/api/skits/${uuid}/download/${format}`);
      setStatus("success");
      dialogRef.current?.close();
      showToast({
        title: "Download started",
        description: format === "pdf" ? "Your PDF script is on its way." : "Your Word script is on its way.",
      });
    } catch {
      setStatus("error");
      showToast({
        title: "Download failed",
        description: "There was an error downloading your skit. Please try again.",
        variant: "destructive",
      });
    }
  }

  const options = offerLifetime
    ? [...DONATIONS, { value: "lifetime" as const, label: "Lifetime access — $67" }]
    : DONATIONS;

  return (
    <>
      <button
        type="button"
        onClick={open}
        className={`${buttonBase} bg-primary text-primary-foreground hover:opacity-90`}
      >
        Download
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-title`}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-border bg-background p-6 text-foreground shadow-xl backdrop:bg-black/50"
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Download this skit
        </h2>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium">Format</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {(
              [
                ["pdf", "PDF"],
                ["docx", "Word (.docx)"],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
              >
                <input
                  type="radio"
                  name={`${id}-format`}
                  value={value}
                  checked={format === value}
                  onChange={() => setFormat(value)}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-5">
          <legend className="text-sm font-medium">Support the ministry (optional)</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {options.map((o) => (
              <label
                key={o.value}
                className={`flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 ${o.value === "lifetime" ? "col-span-2 sm:col-span-3" : ""}`}
              >
                <input
                  type="radio"
                  name={`${id}-donation`}
                  value={o.value}
                  checked={donation === o.value}
                  onChange={() => setDonation(o.value)}
                />
                {o.label}
              </label>
            ))}
          </div>
          <p className="mt-2 text-xs text-muted-foreground">
            Suggested: $5 for a small church (up to 150 members), $7.50 for a larger church (150+ members).
          </p>
        </fieldset>
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className={`${buttonBase} border border-border hover:bg-muted`}
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={download}
            disabled={status === "processing"}
            className={`${buttonBase} bg-primary text-primary-foreground hover:opacity-90`}
          >
            {status === "processing"
              ? "Preparing..."
              : donation === "none"
                ? `Download ${format === "pdf" ? "PDF" : "Word"}`
                : "Continue to Payment"}
          </button>
        </div>
      </dialog>
    </>
  );
}
