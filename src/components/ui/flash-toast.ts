/**
 * A toast that survives one navigation: stored in sessionStorage by the page
 * that navigates away, shown by the next page (Base.astro calls showFlashedToast).
 */
import { showToast, type ToastOptions } from "./toast.ts";

const KEY = "ss-flash-toast";

export function flashToast(options: ToastOptions): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(options));
  } catch {
    // Storage unavailable (private mode): the next page simply shows no toast.
  }
}

export function showFlashedToast(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const options = JSON.parse(raw) as ToastOptions;
    if (typeof options.title === "string") showToast(options);
  } catch {
    // A malformed entry is dropped.
  }
}
