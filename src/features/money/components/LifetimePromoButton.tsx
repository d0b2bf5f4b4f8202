/**
 * The home page's Lifetime Creator promo button: 'Become a Lifetime Creator'
 * reveals the payment card in place (the promo is shown only to signed-in users
 * who are neither lifetime creators nor admins).
 */
import { useState } from "react";
import LifetimePurchase from "./LifetimePurchase.tsx";

export default function LifetimePromoButton({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <div className="mt-6 rounded-lg border border-border bg-card p-4 text-left">
        <LifetimePurchase signedIn={signedIn} autoStart />
      </div>
    );
  }
  return (
    <button type="button" className="btn btn-primary btn-lg mt-6 w-full" onClick={() => setOpen(true)}>
      Become a Lifetime Creator
    </button>
  );
}
