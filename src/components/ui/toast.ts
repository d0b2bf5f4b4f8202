/**
 * A tiny DOM toast for plain scripts and React islands alike.
 *
 *   import { showToast } from "~/components/ui/toast.ts";
 *   showToast({ title: "Saved", description: "Your changes are live." });
 *   showToast({ title: "Upload failed", description: message, variant: "destructive" });
 *
 * One toast at a time (a new one replaces the old), dismissed after 5 s (the
 * timer pauses while it is hovered or focused), closable with its button, a
 * swipe to the right (50 px) or Escape. Default toasts are announced politely,
 * destructive ones assertively. F8 focuses the notification region.
 * The region is rendered by Base.astro; it is created here when missing.
 */

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (default 5000). */
  duration?: number;
}

export interface ToastHandle {
  dismiss: () => void;
}

export const TOAST_REGION_ID = "toast-region";
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

const REGION_CLASS =
  "pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col items-center p-4 outline-none sm:items-end sm:p-6";
const TOAST_BASE =
  "toast pointer-events-auto relative flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 pr-11 shadow-lg";
const TOAST_VARIANT: Record<ToastVariant, string> = {
  default: "border-border bg-popover text-popover-foreground",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
};
const CLOSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>';

interface Current {
  el: HTMLElement;
  timer: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}

let current: Current | null = null;
/** Where focus was before F8 moved it into the region, to return it on close. */
let returnFocus: HTMLElement | null = null;

function liveContainer(region: HTMLElement, politeness: "polite" | "assertive"): HTMLElement {
  let box = region.querySelector<HTMLElement>(`[data-toast-live="${politeness}"]`);
  if (!box) {
    box = document.createElement("div");
    box.dataset.toastLive = politeness;
    box.setAttribute("aria-live", politeness);
    box.className = "flex w-full flex-col items-center sm:items-end";
    region.append(box);
  }
  return box;
}

/** The notification region (from Base.astro, or created on first use). */
export function toastRegion(): HTMLElement {
  let region = document.getElementById(TOAST_REGION_ID);
  if (!region) {
    region = document.createElement("section");
    region.id = TOAST_REGION_ID;
    region.setAttribute("aria-label", "Notifications (F8)");
    region.tabIndex = -1;
    region.className = REGION_CLASS;
    document.body.append(region);
  }
  liveContainer(region, "polite");
  liveContainer(region, "assertive");
  return region;
}

function stopTimer(t: Current): void {
  if (t.timer === undefined) return;
  clearTimeout(t.timer);
  t.timer = undefined;
  t.remaining -= Date.now() - t.startedAt;
}

function startTimer(t: Current): void {
  if (t.timer !== undefined || !Number.isFinite(t.remaining)) return;
  t.startedAt = Date.now();
  t.timer = setTimeout(
    () => {
      if (current === t) dismissToast();
    },
    Math.max(t.remaining, 0),
  );
}

/** Closes the visible toast, if any. */
export function dismissToast(options: { animate?: boolean } = {}): void {
  const t = current;
  if (!t) return;
  current = null;
  if (t.timer !== undefined) clearTimeout(t.timer);
  const el = t.el;
  const hadFocus = el.contains(document.activeElement);
  if (options.animate === false || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    el.remove();
  } else {
    el.dataset.leaving = "true";
    setTimeout(() => el.remove(), 170);
  }
  if (hadFocus) {
    const back = returnFocus?.isConnected ? returnFocus : document.getElementById(TOAST_REGION_ID);
    back?.focus();
  }
}

function enableSwipe(el: HTMLElement): void {
  let startX: number | null = null;
  let dx = 0;
  el.addEventListener("pointerdown", (event) => {
    if ((event.target as Element).closest("button")) return;
    startX = event.clientX;
    dx = 0;
    el.setPointerCapture(event.pointerId);
  });
  el.addEventListener("pointermove", (event) => {
    if (startX === null) return;
    dx = Math.max(0, event.clientX - startX);
    el.style.translate = `${dx}px 0`;
  });
  const end = () => {
    if (startX === null) return;
    startX = null;
    if (dx > TOAST_SWIPE_THRESHOLD_PX) {
      dismissToast();
    } else {
      el.style.translate = "";
    }
  };
  el.addEventListener("pointerup", end);
  el.addEventListener("pointercancel", end);
}

/** Shows a toast, replacing the one on screen. Safe to import on the server (does nothing there). */
export function showToast(options: ToastOptions): ToastHandle {
  if (typeof document === "undefined") return { dismiss: () => {} };
  const variant = options.variant ?? "default";
  const region = toastRegion();
  dismissToast({ animate: false });

  const el = document.createElement("div");
  el.className = `${TOAST_BASE} ${TOAST_VARIANT[variant]}`;
  el.tabIndex = -1;
  el.dataset.variant = variant;

  const text = document.createElement("div");
  text.className = "grid min-w-0 gap-1";
  const title = document.createElement("p");
  title.className = "text-sm font-semibold";
  title.textContent = options.title;
  text.append(title);
  if (options.description) {
    const description = document.createElement("p");
    description.className = "text-sm opacity-90";
    description.textContent = options.description;
    text.append(description);
  }

  const close = document.createElement("button");
  close.type = "button";
  close.className =
    "absolute top-2.5 right-2.5 inline-flex size-7 items-center justify-center rounded-md opacity-80 hover:opacity-100";
  close.setAttribute("aria-label", "Close notification");
  close.innerHTML = CLOSE_ICON;
  close.addEventListener("click", () => dismissToast());

  el.append(text, close);

  const t: Current = {
    el,
    timer: undefined,
    remaining: options.duration ?? TOAST_DURATION_MS,
    startedAt: Date.now(),
  };
  el.addEventListener("pointerenter", () => stopTimer(t));
  el.addEventListener("pointerleave", () => startTimer(t));
  el.addEventListener("focusin", () => stopTimer(t));
  el.addEventListener("focusout", (event) => {
    if (!el.contains(event.relatedTarget as Node | null)) startTimer(t);
  });
  enableSwipe(el);

  liveContainer(region, variant === "destructive" ? "assertive" : "polite").append(el);
  current = t;
  startTimer(t);
  return {
    dismiss: () => {
      if (current === t) dismissToast();
    },
  };
}

/** F8 moves focus to the notification region; Escape inside it closes the toast. Installed once. */
export function installToastShortcuts(): void {
  const flag = "__toastShortcuts";
  const w = window as unknown as Record<string, unknown>;
  if (w[flag]) return;
  w[flag] = true;
  document.addEventListener("keydown", (event) => {
    if (event.key === "F8" && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      const region = toastRegion();
      const active = document.activeElement;
      if (active instanceof HTMLElement && !region.contains(active)) returnFocus = active;
      (current?.el ?? region).focus();
    } else if (event.key === "Escape" && current?.el.contains(document.activeElement)) {
      dismissToast();
    }
  });
}
