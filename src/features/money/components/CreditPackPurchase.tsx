/**
 * Buying one credit pack (Earn Credits tab): the pack's button creates its
 * payment, the card form takes it, and the server grants the credits once the
 * provider reports success; the page then reloads with the new balance.
 */
import { useState } from "react";
import { flashToast } from "../../../components/ui/flash-toast.ts";
import { showToast } from "../../../components/ui/toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { CREDIT_PACKS, type CreditPackId, formatPrice, type PaymentIntentView } from "../money.schema.ts";
import PaymentCardForm from "./PaymentCardForm.tsx";

export default function CreditPackPurchase({ pack }: { pack: CreditPackId }) {
  const info = CREDIT_PACKS[pack];
  const [intent, setIntent] = useState<PaymentIntentView | null>(null);
  const [busy, setBusy] = useState(false);
  const price = formatPrice(info.priceCents);

  async function start() {
    setBusy(true);
    try {
      const created = await apiRequest<PaymentIntentView>("POST", "/api/credit-packs/create-payment", {
        pack,
      });
      if (!created.clientSecret) throw new Error("no client secret");
      setIntent(created);
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

  async function confirm(paymentIntentId: string) {
    try {
      await apiRequest("POST", "/api/credit-packs/confirm-payment", { paymentIntentId });
    } catch {
      showToast({
        title: "Payment Error",
        description: "There was an error processing your payment. Please try again.",
        variant: "destructive",
      });
      return;
    }
    const toast = {
      title: "Credits added",
      description: `${info.credits} credits were added to your account.`,
    };
    showToast(toast);
    flashToast(toast);
    window.setTimeout(() => window.location.reload(), 600);
    await new Promise(() => {});
  }

  if (intent) {
    return (
      <div className="grid gap-3">
        <PaymentCardForm
          intent={intent}
          submitLabel={`Pay ${price} - Add ${info.credits} credits`}
          onSucceeded={confirm}
          onFailed={(message) =>
            showToast({ title: "Payment Failed", description: message, variant: "destructive" })
          }
          onSetupFailed={() => {
            setIntent(null);
            showToast({
              title: "Error",
              description: "Could not initiate payment process. Please try again.",
              variant: "destructive",
            });
          }}
        />
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setIntent(null)}>
          Cancel
        </button>
      </div>
    );
  }
  return (
    <button type="button" className="btn btn-primary w-full" onClick={start} disabled={busy}>
      {busy ? "Setting up payment..." : `Buy ${info.name} Pack — ${price}`}
    </button>
  );
}
