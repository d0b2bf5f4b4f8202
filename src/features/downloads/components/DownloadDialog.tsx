/**
 * The download dialog: choose PDF (default) or Word, and optionally a donation
 * or lifetime access. With no donation the file downloads straight away. A
 * donation opens the card-payment step inside the dialog; once the provider
 * reports success the donation is recorded, then the download runs. Lifetime
 * access opens the lifetime purchase; after it the download runs and the page
 * reloads with the new status.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { showToast } from "../../../components/ui/toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { formatUsd } from "../../money/format.ts";
import type { PaymentIntentView } from "../../money/money.schema.ts";
import type { DownloadFormat } from "../downloads.schema.ts";

// The payment step loads only when a donation or lifetime access is chosen, so the dialog hydrates quickly.
const PaymentCardForm = lazy(() => import("../../money/components/PaymentCardForm.tsx"));
const LifetimePurchase = lazy(() => import("../../money/components/LifetimePurchase.tsx"));

const loadingPayment = (
  <p role="status" className="text-sm text-muted-foreground">
    Loading the payment form…
  </p>
);

type Donation = "none" | "500" | "750" | "1000" | "lifetime";

type Stage = { name: "choose" } | { name: "payment"; intent: PaymentIntentView } | { name: "lifetime" };

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

const formatName = (format: DownloadFormat) =>
  format === "pdf" ? "PDF" : format === "docx" ? "Word" : "Fountain";

export default function DownloadDialog({ uuid, signedIn, offerLifetime }: Props) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageHeadingRef = useRef<HTMLHeadingElement>(null);
  const [format, setFormat] = useState<DownloadFormat>("pdf");
  /** The large-print, dyslexia-friendly PDF (bigger type, wider spacing). */
  const [largePrint, setLargePrint] = useState(false);
  const [donation, setDonation] = useState<Donation>("none");
  const [status, setStatus] = useState<"idle" | "processing" | "success" | "error">("idle");
  const [stage, setStage] = useState<Stage>({ name: "choose" });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const reset = () => setStage({ name: "choose" });
    dialog.addEventListener("close", reset);
    return () => dialog.removeEventListener("close", reset);
  }, []);

  useEffect(() => {
    if (stage.name !== "choose") stageHeadingRef.current?.focus();
  }, [stage.name]);

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
    setStage({ name: "choose" });
    dialogRef.current?.showModal();
  }

  /** Records the download (best effort) and starts the file. */
  async function runDownload(donationCents: number | null) {
    setStatus("processing");
    try {
      const recorded = await apiRequest<{ downloadCount: number }>(
        "POST",
        `/api/skits/${uuid}/record-download`,
        donationCents ? { format, donated: true, donationAmount: donationCents / 100 } : { format },
      );
      const counter = document.querySelector<HTMLElement>("[data-download-count]");
      if (counter)
        counter.textContent = `Downloaded ${recorded.downloadCount} ${recorded.downloadCount === 1 ? "time" : "times"}`;
    } catch (error) {
      // Recording is best effort: the file still downloads.
      console.warn("Could not record the download", error);
    }
    try {
      startFileDownload(
        `/api/skits/${uuid}/download/${format}${format === "pdf" && largePrint ? "?largePrint=1" : ""}`,
      );
      setStatus("success");
      dialogRef.current?.close();
      showToast(
        donationCents
          ? {
              title: "Thank you for your donation!",
              description: `Your ${formatUsd(donationCents)} gift was received and your ${formatName(format)} script is on its way.`,
            }
          : {
              title: "Download started",
              description: `Your ${formatName(format)} script is on its way.`,
            },
      );
    } catch {
      setStatus("error");
      showToast({
        title: "Download failed",
        description: "There was an error downloading your skit. Please try again.",
        variant: "destructive",
      });
    }
  }

  async function startDonation(cents: number) {
    setStatus("processing");
    try {
      const intent = await apiRequest<PaymentIntentView>("POST", "/api/create-payment-intent", {
        amount: cents / 100,
        skitId: uuid,
      });
      if (!intent.clientSecret) throw new Error("no client secret");
      setStage({ name: "payment", intent });
      setStatus("idle");
    } catch {
      setStatus("error");
      showToast({
        title: "Error",
        description: "Could not initiate payment process. Please try again.",
        variant: "destructive",
      });
    }
  }

  async function donationPaid(intent: PaymentIntentView, paymentIntentId: string) {
    try {
      await apiRequest("POST", "/api/donations", {
        amount: intent.amountCents / 100,
        skitId: uuid,
        paymentMethod: "stripe",
        paymentIntentId,
      });
    } catch (error) {
      // The payment succeeded; recording the donation is retried by the provider's webhook, so it is only logged.
      console.warn("Could not record the donation", error);
    }
    await runDownload(intent.amountCents);
  }

  async function proceed() {
    if (donation === "lifetime") {
      setStage({ name: "lifetime" });
      return;
    }
    if (donation !== "none") {
      await startDonation(Number(donation));
      return;
    }
    await runDownload(null);
  }

  const options = offerLifetime
    ? [...DONATIONS, { value: "lifetime" as const, label: "Lifetime access — $67" }]
    : DONATIONS;

  const backButton = (
    <button
      type="button"
      className="text-link justify-self-start text-sm"
      onClick={() => {
        setStage({ name: "choose" });
        setStatus("idle");
      }}
    >
      ← Back
    </button>
  );

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
        {stage.name === "payment" ? (
          <div className="mt-4 grid gap-4">
            {backButton}
            <h3 ref={stageHeadingRef} tabIndex={-1} className="font-semibold outline-none">
              Donate {formatUsd(stage.intent.amountCents)} and download the {formatName(format)}
            </h3>
            <p className="text-sm text-muted-foreground">
              Thank you for supporting the ministry and the creator of this skit. Your download starts as soon
              as the payment is complete.
            </p>
            <Suspense fallback={loadingPayment}>
              <PaymentCardForm
                intent={stage.intent}
                submitLabel={`Pay ${formatUsd(stage.intent.amountCents)} and Download`}
                onSucceeded={(paymentIntentId) => donationPaid(stage.intent, paymentIntentId)}
                onFailed={(message) =>
                  showToast({ title: "Payment Failed", description: message, variant: "destructive" })
                }
                onSetupFailed={() => {
                  setStage({ name: "choose" });
                  showToast({
                    title: "Error",
                    description: "Could not initiate payment process. Please try again.",
                    variant: "destructive",
                  });
                }}
              />
            </Suspense>
          </div>
        ) : stage.name === "lifetime" ? (
          <div className="mt-4 grid gap-4">
            {backButton}
            <h3 ref={stageHeadingRef} tabIndex={-1} className="font-semibold outline-none">
              Become a Lifetime Creator — $67
            </h3>
            <p className="text-sm text-muted-foreground">
              Unlimited credits, all AI generation features, unlimited downloads and priority support for a
              one-time payment, with a 30-day money-back guarantee. Your {formatName(format)} download starts
              after the payment.
            </p>
            <Suspense fallback={loadingPayment}>
              <LifetimePurchase signedIn={signedIn} autoStart onConfirmed={() => runDownload(null)} />
            </Suspense>
          </div>
        ) : (
          <>
            <fieldset className="mt-4">
              <legend className="text-sm font-medium">Format</legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {(
                  [
                    ["pdf", "PDF"],
                    ["docx", "Word (.docx)"],
                    ["fountain", "Fountain (.fountain)"],
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
              {format === "pdf" ? (
                <label className="mt-3 flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={largePrint}
                    onChange={(e) => setLargePrint(e.target.checked)}
                  />
                  Large print (dyslexia-friendly: bigger type, wider spacing)
                </label>
              ) : null}
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
                Suggested: $5 for a small church (up to 150 members), $7.50 for a larger church (150+
                members).
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
                onClick={proceed}
                disabled={status === "processing"}
                className={`${buttonBase} bg-primary text-primary-foreground hover:opacity-90`}
              >
                {status === "processing"
                  ? "Preparing..."
                  : donation === "none"
                    ? `Download ${formatName(format)}`
                    : "Continue to Payment"}
              </button>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
