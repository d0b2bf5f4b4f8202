/**
 * The donation page's Support Ministry tab: church size, presets ($5, $7.50,
 * $10, $20; default $5), a custom amount (used when greater than 0), a summary
 * and 'Continue to Payment' (disabled at $0 or less); then a payment step with
 * a back link, the amount and church size, and 'Process Payment'.
 */
import { useId, useState } from "react";
import { showToast } from "../../../components/ui/toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import {
  AMOUNT_MESSAGES,
  CHURCH_SIZES,
  type ChurchSize,
  DEFAULT_DONATION_CENTS,
  DONATION_PRESETS_CENTS,
  dollarsToCents,
  formatPrice,
  formatUsd,
  MAX_AMOUNT_CENTS,
  MIN_AMOUNT_CENTS,
  type PaymentIntentView,
} from "../money.schema.ts";
import PaymentCardForm from "./PaymentCardForm.tsx";

type Step =
  | { name: "choose" }
  | { name: "pay"; intent: PaymentIntentView }
  | { name: "done"; amountCents: number };

export interface SupportMinistryFormProps {
  /** From ?amount= (dollars): preselects a preset or fills the custom amount. */
  initialAmount?: number | null;
  sharePercent: number;
}

function amountError(customCents: number | null, custom: string): string | null {
  if (custom.trim() === "") return null;
  const value = Number(custom);
  if (!Number.isFinite(value)) return AMOUNT_MESSAGES.type;
  if (value <= 0) return null;
  if (customCents === null) return AMOUNT_MESSAGES.decimals;
  if (customCents < MIN_AMOUNT_CENTS) return AMOUNT_MESSAGES.min;
  if (customCents > MAX_AMOUNT_CENTS) return AMOUNT_MESSAGES.max;
  return null;
}

export default function SupportMinistryForm({ initialAmount, sharePercent }: SupportMinistryFormProps) {
  const id = useId();
  const initialCents = initialAmount && initialAmount > 0 ? dollarsToCents(initialAmount) : null;
  const initialPreset =
    initialCents !== null && (DONATION_PRESETS_CENTS as readonly number[]).includes(initialCents)
      ? initialCents
      : null;
  const [churchSize, setChurchSize] = useState<ChurchSize>("small");
  const [preset, setPreset] = useState<number>(initialPreset ?? DEFAULT_DONATION_CENTS);
  const [custom, setCustom] = useState<string>(
    initialCents !== null && initialPreset === null ? String(initialAmount) : "",
  );
  const [step, setStep] = useState<Step>({ name: "choose" });
  const [busy, setBusy] = useState(false);

  const customValue = Number(custom);
  const customCents =
    custom.trim() !== "" && Number.isFinite(customValue) ? dollarsToCents(customValue) : null;
  const usesCustom = Number.isFinite(customValue) && customValue > 0;
  const amountCents = usesCustom ? (customCents ?? 0) : preset;
  const error = amountError(customCents, custom);
  const canContinue = amountCents > 0 && !error && !busy;
  const sizeLabel = CHURCH_SIZES.find((s) => s.value === churchSize)?.label ?? "";

  function chooseSize(size: ChurchSize) {
    setChurchSize(size);
    const suggested = CHURCH_SIZES.find((s) => s.value === size)?.suggestedCents;
    if (suggested && !usesCustom) setPreset(suggested);
  }

  async function continueToPayment() {
    if (!canContinue) return;
    setBusy(true);
    try {
      const intent = await apiRequest<PaymentIntentView>("POST", "/api/create-payment-intent", {
        amount: amountCents / 100,
        skitId: null,
      });
      if (!intent.clientSecret) throw new Error("no client secret");
      setStep({ name: "pay", intent });
    } catch {
      showToast({
        title: "Error",
        description: "Could not initiate payment process. Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  async function recordDonation(paymentIntentId: string, cents: number) {
    try {
      await apiRequest("POST", "/api/donations", {
        amount: cents / 100,
        skitId: null,
        paymentMethod: "stripe",
        paymentIntentId,
        churchSize,
      });
      setStep({ name: "done", amountCents: cents });
      showToast({
        title: "Thank you for your donation!",
        description: `Your gift of ${formatUsd(cents)} was received.`,
      });
    } catch {
      showToast({
        title: "Donation failed",
        description: "There was an error processing your donation. Please try again.",
        variant: "destructive",
      });
    }
  }

  if (step.name === "done") {
    return (
      <div className="grid gap-3 text-center" role="status">
        <p className="text-2xl font-bold">Thank you!</p>
        <p className="text-muted-foreground">
          Your donation of <strong className="text-foreground">{formatUsd(step.amountCents)}</strong> helps
          churches everywhere bring Bible stories to life.
        </p>
        <button type="button" className="btn btn-outline mx-auto" onClick={() => setStep({ name: "choose" })}>
          Make another donation
        </button>
      </div>
    );
  }

  if (step.name === "pay") {
    const cents = step.intent.amountCents;
    return (
      <div className="grid gap-5">
        <button
          type="button"
          className="text-link justify-self-start text-sm"
          onClick={() => setStep({ name: "choose" })}
        >
          ← Back to donation options
        </button>
        <dl className="grid grid-cols-2 gap-3 rounded-lg border border-border bg-muted/60 p-4 text-sm">
          <div>
            <dt className="text-muted-foreground">Donation amount</dt>
            <dd className="text-lg font-bold" data-testid="payment-amount">
              {formatUsd(cents)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Church size</dt>
            <dd className="text-lg font-bold">{sizeLabel}</dd>
          </div>
        </dl>
        <PaymentCardForm
          intent={step.intent}
          submitLabel="Process Payment"
          onSucceeded={(paymentId) => recordDonation(paymentId, cents)}
          onFailed={(message) =>
            showToast({ title: "Payment Failed", description: message, variant: "destructive" })
          }
          onSetupFailed={() => {
            setStep({ name: "choose" });
            showToast({
              title: "Error",
              description: "Could not initiate payment process. Please try again.",
              variant: "destructive",
            });
          }}
        />
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <fieldset>
        <legend className="field-label">Church size</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {CHURCH_SIZES.map((size) => (
            <label
              key={size.value}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
            >
              <input
                type="radio"
                name={`${id}-size`}
                value={size.value}
                checked={churchSize === size.value}
                onChange={() => chooseSize(size.value)}
              />
              {size.label}
            </label>
          ))}
        </div>
        <p className="field-hint">Suggested: $5 for churches under 150 members, $10 for 150+.</p>
      </fieldset>

      <fieldset>
        <legend className="field-label">Amount</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {DONATION_PRESETS_CENTS.map((cents) => (
            <label
              key={cents}
              className={`flex cursor-pointer items-center justify-center gap-2 rounded-md border border-border px-3 py-2 text-sm font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary/10 ${usesCustom ? "opacity-60" : ""}`}
            >
              <input
                type="radio"
                name={`${id}-preset`}
                value={cents}
                checked={!usesCustom && preset === cents}
                onChange={() => {
                  setPreset(cents);
                  setCustom("");
                }}
              />
              {formatPrice(cents)}
            </label>
          ))}
        </div>
        <div className="mt-4 max-w-xs">
          <label htmlFor={`${id}-custom`} className="field-label">
            Custom amount (USD)
          </label>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground">
              $
            </span>
            <input
              id={`${id}-custom`}
              type="number"
              inputMode="decimal"
              min={1}
              max={10000}
              step={0.01}
              placeholder="Other amount"
              className="field-input pl-7"
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-custom-hint${error ? ` ${id}-custom-error` : ""}`}
            />
          </div>
          <p id={`${id}-custom-hint`} className="field-hint">
            Used instead of the preset when greater than $0. Minimum $1.
          </p>
          {error ? (
            <p id={`${id}-custom-error`} className="field-error">
              {error}
            </p>
          ) : null}
        </div>
      </fieldset>

      <div className="rounded-lg border border-border bg-muted/60 p-4">
        <h3 className="font-semibold">Summary</h3>
        <dl className="mt-2 grid gap-1 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Church size</dt>
            <dd>{sizeLabel}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Donation</dt>
            <dd className="text-lg font-bold" data-testid="donation-total">
              {amountCents > 0 ? formatUsd(amountCents) : "$0.00"}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-muted-foreground">
          A general donation supports the platform. Donations made while downloading a skit share{" "}
          {sharePercent}% with the skit's creator.
        </p>
      </div>

      <button
        type="button"
        className="btn btn-primary btn-lg"
        disabled={!canContinue}
        onClick={continueToPayment}
      >
        {busy ? "Preparing payment..." : "Continue to Payment"}
      </button>
    </div>
  );
}
