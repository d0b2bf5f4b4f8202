/**
 * The Lifetime Creator purchase ($67): a get-access button; 'Setting up
 * payment...' while the payment intent is created; the card form once a client
 * secret arrives ('Pay $67 - Become Lifetime Creator', 'Processing...'); on a
 * succeeded payment the server confirms it, 'Payment Successful!' is shown and
 * the page reloads with the user's new status. Texts from spec section 8.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { flashToast } from "../../../components/ui/flash-toast.ts";
import { showToast } from "../../../components/ui/toast.ts";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import { LIFETIME_TEXTS, type PaymentIntentView } from "../money.schema.ts";
import PaymentCardForm from "./PaymentCardForm.tsx";

type Stage = { name: "idle" } | { name: "setting-up" } | { name: "ready"; intent: PaymentIntentView };

export interface LifetimePurchaseProps {
  signedIn: boolean;
  /** Start setting up the payment as soon as it mounts (the promo and download dialog reveal it on a click). */
  autoStart?: boolean;
  /** Text of the first button. */
  startLabel?: string;
  /** Runs (and is awaited) after the server confirmed the purchase, before the page reloads. */
  onConfirmed?: () => Promise<void> | void;
}

export default function LifetimePurchase({
  signedIn,
  autoStart = false,
  startLabel = "Get Lifetime Access",
  onConfirmed,
}: LifetimePurchaseProps) {
  const [stage, setStage] = useState<Stage>({ name: "idle" });
  const started = useRef(false);

  const setupFailed = useCallback(() => {
    setStage({ name: "idle" });
    showToast({ ...LIFETIME_TEXTS.setupFailed, variant: "destructive" });
  }, []);

  const start = useCallback(async () => {
    if (!signedIn) {
      showToast({ ...LIFETIME_TEXTS.authRequired, variant: "destructive" });
      return;
    }
    setStage({ name: "setting-up" });
    try {
      const intent = await apiRequest<PaymentIntentView>("POST", "/api/create-lifetime-creator-payment");
      const secret = intent?.clientSecret;
      if (typeof secret !== "string" || secret === "") {
        setupFailed();
        return;
      }
      setStage({ name: "ready", intent });
    } catch (error) {
      setStage({ name: "idle" });
      if (error instanceof ApiError && error.status === 409) {
        showToast({ ...LIFETIME_TEXTS.already });
      } else if (error instanceof ApiError && error.status === 401) {
        showToast({ ...LIFETIME_TEXTS.authRequired, variant: "destructive" });
      } else {
        showToast({ ...LIFETIME_TEXTS.setupFailed, variant: "destructive" });
      }
    }
  }, [signedIn, setupFailed]);

  useEffect(() => {
    if (autoStart && !started.current) {
      started.current = true;
      void start();
    }
  }, [autoStart, start]);

  async function confirm(paymentIntentId: string) {
    try {
      await apiRequest("POST", "/api/confirm-lifetime-creator-payment", { paymentIntentId });
    } catch {
      showToast({ ...LIFETIME_TEXTS.error, variant: "destructive" });
      return;
    }
    showToast({ ...LIFETIME_TEXTS.success });
    try {
      await onConfirmed?.();
    } catch (error) {
      console.warn("After the lifetime purchase", error);
    }
    flashToast({ ...LIFETIME_TEXTS.success });
    window.setTimeout(() => window.location.reload(), 600);
    // Keep the form busy until the page reloads.
    await new Promise(() => {});
  }

  if (stage.name === "ready") {
    return (
      <div className="grid gap-3 text-left">
        <p className="text-sm text-muted-foreground">
          Lifetime Creator — <span className="font-semibold text-foreground">$67.00</span> one-time payment
        </p>
        <PaymentCardForm
          intent={stage.intent}
          submitLabel={LIFETIME_TEXTS.pay}
          processingLabel={LIFETIME_TEXTS.processing}
          onSucceeded={confirm}
          onFailed={(message) =>
            showToast({ title: LIFETIME_TEXTS.failedTitle, description: message, variant: "destructive" })
          }
          onSetupFailed={setupFailed}
        />
      </div>
    );
  }

  return (
    <button
      type="button"
      className="btn btn-primary btn-lg w-full"
      onClick={() => void start()}
      disabled={stage.name === "setting-up"}
      aria-busy={stage.name === "setting-up" || undefined}
    >
      {stage.name === "setting-up" ? LIFETIME_TEXTS.settingUp : startLabel}
    </button>
  );
}
