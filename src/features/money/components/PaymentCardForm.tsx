/**
 * The card step of every payment. With Stripe it mounts Stripe Elements'
 * Payment Element and confirms with Stripe directly (no redirect unless the
 * card requires one); in test mode it shows a clearly labelled test card form
 * that confirms through /api/test-payments/confirm. Either way the caller hears
 * `onSucceeded(id)` only when the provider reports status succeeded, and
 * `onFailed(message)` with the provider's message otherwise.
 */
import { type SubmitEvent, useEffect, useId, useRef, useState } from "react";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import type { PaymentIntentView } from "../money.schema.ts";
import { loadStripeJs, type StripeElements, type StripeJs } from "./stripe-js.ts";

export interface PaymentCardFormProps {
  intent: PaymentIntentView;
  submitLabel: string;
  processingLabel?: string;
  /** Called once the provider reports succeeded; the form stays busy until it settles. */
  onSucceeded: (paymentIntentId: string) => Promise<void> | void;
  /** A declined or failed card, with the provider's message. */
  onFailed: (message: string) => void;
  /** Stripe.js could not be loaded or mounted (treated as a setup failure). */
  onSetupFailed?: () => void;
}

const PROCESSING = "Processing...";

export default function PaymentCardForm(props: PaymentCardFormProps) {
  return props.intent.provider === "stripe" && props.intent.publishableKey ? (
    <StripeCardForm {...props} />
  ) : (
    <TestCardForm {...props} />
  );
}

function SubmitButton({
  busy,
  ready,
  label,
  busyLabel,
}: {
  busy: boolean;
  ready: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      className="btn btn-primary w-full"
      disabled={busy || !ready}
      aria-busy={busy || undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

function StripeCardForm({
  intent,
  submitLabel,
  processingLabel,
  onSucceeded,
  onFailed,
  onSetupFailed,
}: PaymentCardFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeJs; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    let destroy: (() => void) | undefined;
    loadStripeJs()
      .then((factory) => {
        if (!live || !mountRef.current || !intent.publishableKey) return;
        const stripe = factory(intent.publishableKey);
        const dark = document.documentElement.classList.contains("dark");
        const elements = stripe.elements({
          clientSecret: intent.clientSecret,
          appearance: { theme: dark ? "night" : "stripe" },
        });
        const element = elements.create("payment", { layout: "tabs" });
        element.on("ready", () => live && setReady(true));
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
        destroy = () => element.destroy();
      })
      .catch(() => {
        if (live) onSetupFailed?.();
      });
    return () => {
      live = false;
      destroy?.();
    };
  }, [intent.clientSecret, intent.publishableKey, onSetupFailed]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const current = stripeRef.current;
    if (!current || busy) return;
    setBusy(true);
    try {
      const result = await current.stripe.confirmPayment({
        elements: current.elements,
        redirect: "if_required",
        confirmParams: { return_url: window.location.href },
      });
      if (result.error) {
        onFailed(result.error.message ?? "Your payment could not be completed.");
      } else if (result.paymentIntent?.status === "succeeded") {
        await onSucceeded(result.paymentIntent.id);
      } else {
        onFailed("Your payment has not completed yet. Please try again in a moment.");
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Card payment">
      <div ref={mountRef} className="min-h-24" />
      {!ready ? (
        <p className="text-sm text-muted-foreground" role="status">
          Loading the secure card form…
        </p>
      ) : null}
      <SubmitButton busy={busy} ready={ready} label={submitLabel} busyLabel={processingLabel ?? PROCESSING} />
    </form>
  );
}

type CardField = "cardNumber" | "expiry" | "cvc";

function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

function formatExpiry(value: string, previous: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  // Deleting the separator removes the month's last digit too.
  if (value.length < previous.length && previous.endsWith(" / ") && !value.includes("/"))
    return digits.slice(0, 1);
  if (digits.length >= 3) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  if (digits.length === 2 && value.length > previous.length) return `${digits} / `;
  return digits;
}

function TestCardForm({ intent, submitLabel, processingLabel, onSucceeded, onFailed }: PaymentCardFormProps) {
  const id = useId();
  const [values, setValues] = useState<Record<CardField, string>>({ cardNumber: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const set = (field: CardField, value: string) => {
    setValues((v) => ({
      ...v,
      [field]:
        field === "cardNumber"
          ? formatCardNumber(value)
          : field === "expiry"
            ? formatExpiry(value, v.expiry)
            : value.replace(/\D/g, "").slice(0, 4),
    }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const local: Partial<Record<CardField, string>> = {};
    if (values.cardNumber.replace(/\D/g, "").length < 12)
      local.cardNumber = "Your card number is incomplete.";
    if (!/^\d{2} \/ \d{2}$/.test(values.expiry)) local.expiry = "Your card's expiration date is incomplete.";
    if (!/^\d{3,4}$/.test(values.cvc)) local.cvc = "Your card's security code is incomplete.";
    if (Object.keys(local).length > 0) {
      setErrors(local);
      const first = (["cardNumber", "expiry", "cvc"] as const).find((f) => local[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    let result: { id: string; status: string };
    try {
      result = await apiRequest<{ id: string; status: string }>("POST", "/api/test-payments/confirm", {
        paymentIntentId: intent.id,
        clientSecret: intent.clientSecret,
        ...values,
      });
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const fieldErrors: Partial<Record<CardField, string>> = {};
        for (const field of ["cardNumber", "expiry", "cvc"] as const) {
          const message = error.errors[field]?.[0];
          if (message) fieldErrors[field] = message;
        }
        setErrors(fieldErrors);
      }
      onFailed(
        error instanceof Error && error.message ? error.message : "Your payment could not be completed.",
      );
      setBusy(false);
      return;
    }
    try {
      if (result.status === "succeeded") await onSucceeded(result.id);
      else onFailed("Your payment could not be completed.");
    } finally {
      setBusy(false);
    }
  }

  const field = (name: CardField, label: string, extra: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div className={name === "cardNumber" ? "sm:col-span-2" : undefined}>
      <label htmlFor={`${id}-${name}`} className="field-label">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        className="field-input font-mono"
        inputMode="numeric"
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        disabled={busy}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        required
        {...extra}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Card payment (test mode)" noValidate>
      <div
        className="rounded-lg border border-dashed border-primary/60 bg-primary/5 px-4 py-3 text-sm"
        role="note"
      >
        <p className="font-semibold">Test mode — no real card is charged</p>
        <p className="mt-1 text-muted-foreground">
          Use <span className="font-mono">4242 4242 4242 4242</span> to complete the payment, or{" "}
          <span className="font-mono">4000 0000 0000 0002</span> to see a declined card. Any future expiry
          date and any 3-digit CVC work.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("cardNumber", "Card number", {
          autoComplete: "cc-number",
          placeholder: "4242 4242 4242 4242",
          maxLength: 23,
        })}
        {field("expiry", "Expiry date (MM / YY)", {
          autoComplete: "cc-exp",
          placeholder: "MM / YY",
          maxLength: 7,
        })}
        {field("cvc", "CVC", { autoComplete: "cc-csc", placeholder: "123", maxLength: 4 })}
      </div>
      <SubmitButton busy={busy} ready={ready} label={submitLabel} busyLabel={processingLabel ?? PROCESSING} />
    </form>
  );
}
