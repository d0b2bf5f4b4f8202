/**
 * Loads Stripe.js (https://js.stripe.com/v3) once, on demand, and types the
 * small part of it the card form uses (Elements' Payment Element and
 * confirmPayment without a redirect unless the card requires one).
 */
export interface StripeConfirmResult {
  error?: { message?: string; type?: string };
  paymentIntent?: { id: string; status: string };
}

export interface StripePaymentElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: "ready", handler: () => void): void;
}

export interface StripeElements {
  create(type: "payment", options?: { layout?: "tabs" | "accordion" }): StripePaymentElement;
}

export interface StripeJs {
  elements(options: {
    clientSecret: string;
    appearance?: { theme?: "stripe" | "night" | "flat" };
  }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    redirect: "if_required";
    confirmParams: { return_url: string };
  }): Promise<StripeConfirmResult>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

const SRC = "https://js.stripe.com/v3";
let loading: Promise<(publishableKey: string) => StripeJs> | null = null;

export function loadStripeJs(): Promise<(publishableKey: string) => StripeJs> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SRC;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error("Stripe.js did not load"));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("Stripe.js could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}
