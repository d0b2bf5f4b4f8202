/**
 * The account page's payout preference (Payments tab): PayPal (recommended)
 * with a PayPal email, or no payment method (donations will not be shared).
 * Loads GET /api/payment/preferences, saves with POST; the save button is
 * disabled until something changed and while saving. Texts from spec section 8.
 */
import { type SubmitEvent, useEffect, useId, useState } from "react";
import { showToast } from "../../../components/ui/toast.ts";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import {
  formatUsd,
  type PaymentPreferencesView,
  type PayoutMethod,
  PREFERENCE_TEXTS,
  paymentPreferencesSchema,
} from "../money.schema.ts";

type Form = { paymentMethod: PayoutMethod; paypalEmail: string };

export default function PaymentPreferencesPanel() {
  const id = useId();
  const [loaded, setLoaded] = useState<PaymentPreferencesView | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [form, setForm] = useState<Form>({ paymentMethod: "none", paypalEmail: "" });
  const [saving, setSaving] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    apiRequest<PaymentPreferencesView>("GET", "/api/payment/preferences")
      .then((data) => {
        if (!live) return;
        setLoaded(data);
        setForm({ paymentMethod: data.paymentMethod, paypalEmail: data.paypalEmail ?? "" });
      })
      .catch(() => live && setLoadError(true));
    return () => {
      live = false;
    };
  }, []);

  const changed =
    loaded !== null &&
    (form.paymentMethod !== loaded.paymentMethod ||
      (form.paymentMethod === "paypal" && form.paypalEmail.trim() !== (loaded.paypalEmail ?? "")));

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!changed || saving) return;
    const parsed = paymentPreferencesSchema.safeParse(form);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? PREFERENCE_TEXTS.paypalEmailRequired);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = await apiRequest<PaymentPreferencesView>("POST", "/api/payment/preferences", parsed.data);
      setLoaded(saved);
      setForm({ paymentMethod: saved.paymentMethod, paypalEmail: saved.paypalEmail ?? "" });
      showToast({ title: PREFERENCE_TEXTS.saved });
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.errors?.paypalEmail?.[0] : undefined;
      if (fieldMessage) setEmailError(fieldMessage);
      showToast({
        title: PREFERENCE_TEXTS.failedTitle,
        description: fieldMessage ?? PREFERENCE_TEXTS.failedDescription,
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }

  if (loadError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Your payout settings could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!loaded) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading your payout settings…
      </p>
    );
  }

  const choice = (value: PayoutMethod, title: string, badge: string | null, text: string) => (
    <label className="flex cursor-pointer gap-3 rounded-lg border border-border p-4 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
      <input
        type="radio"
        name={`${id}-method`}
        value={value}
        checked={form.paymentMethod === value}
        onChange={() => {
          setForm((f) => ({ ...f, paymentMethod: value }));
          setEmailError(null);
        }}
        disabled={saving}
        className="mt-1"
      />
      <span>
        <span className="flex flex-wrap items-center gap-2 font-semibold">
          {title}
          {badge ? <span className="badge badge-primary">{badge}</span> : null}
        </span>
        <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
      </span>
    </label>
  );

  return (
    <form onSubmit={save} className="grid gap-5" noValidate>
      <fieldset className="grid gap-3">
        <legend className="field-label mb-2">Payout method</legend>
        {choice(
          "paypal",
          "PayPal",
          "Recommended",
          "Receive your share of donations to your skits by PayPal.",
        )}
        {choice(
          "none",
          "No payment method",
          null,
          "Donations will not be shared with you until you choose a payout method.",
        )}
      </fieldset>
      {form.paymentMethod === "paypal" ? (
        <div>
          <label htmlFor={`${id}-email`} className="field-label">
            PayPal email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            className="field-input"
            value={form.paypalEmail}
            onChange={(e) => {
              setForm((f) => ({ ...f, paypalEmail: e.target.value }));
              if (emailError) setEmailError(null);
            }}
            disabled={saving}
            required
            aria-invalid={emailError ? true : undefined}
            aria-describedby={`${id}-email-hint${emailError ? ` ${id}-email-error` : ""}`}
          />
          <p id={`${id}-email-hint`} className="field-hint">
            The email address of the PayPal account that should receive your payouts.
          </p>
          {emailError ? (
            <p id={`${id}-email-error`} className="field-error">
              {emailError}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground" data-testid="minimum-payout">
        Minimum payout: <strong className="text-foreground">{formatUsd(loaded.minimumPayoutCents)}</strong>.
        Your share is paid once your balance reaches it.
      </p>
      <div>
        <button type="submit" className="btn btn-primary" disabled={!changed || saving}>
          {saving ? "Saving..." : "Save Payment Settings"}
        </button>
      </div>
    </form>
  );
}
