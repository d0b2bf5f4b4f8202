/**
 * Accessibility: an axe scan of every page under src/pages (found at test time)
 * as a visitor, a signed-in user and an admin, in light and dark, at 390 px
 * (mobile) and 1280 px (desktop), including every tab panel (light at 1280 px,
 * dark at 390 px) and the download dialog — zero violations of any impact (the issue asks for zero serious or
 * critical; moderate and minor findings fail too, so they cannot creep back). Then keyboard checks: dialogs
 * trap and return focus, tabs move with the arrow keys, toasts are announced.
 *
 * Prints a table of violations per page (all impacts) for the record.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, baseUrl, openBrowser, signIn } from "./browser.ts";
import { ApiClient, pageRoutes } from "./security-helpers.ts";

type Role = "visitor" | "user" | "admin";
interface Combo {
  role: Role;
  theme: "light" | "dark";
  width: 390 | 1280;
}

/**
 * Every role is scanned in both themes and at both widths: light at desktop width and dark at mobile width in the
 * test suite (to keep CI short), all four combinations per role with A11Y_FULL=1 (`npm run audit:a11y`).
 */
const FULL_MATRIX = process.env.A11Y_FULL === "1";
const COMBOS: Combo[] = (["visitor", "user", "admin"] as const).flatMap((role) =>
  (["light", "dark"] as const).flatMap((theme) =>
    ([390, 1280] as const)
      .filter((width) => FULL_MATRIX || (theme === "light" ? width === 1280 : width === 390))
      .map((width) => ({ role, theme, width })),
  ),
);

const USER = { email: `a11y-${Date.now().toString(36)}@example.test`, password: "a11y-password" };
const data = { approvedUuid: "", pendingUuid: "", pendingId: 0 };
/** page → combo → "serious/critical ids" and counts, for the summary. */
const summary: { page: string; combo: string; serious: number; other: number; rules: string[] }[] = [];

beforeAll(async () => {
  const user = new ApiClient(baseUrl());
  await user.register("Ally", "Tester", USER.email, USER.password);
  const created = await user.json<{ uuid: string; id: number }>("POST", "/api/skits/create", {
    topic: "Esther saves her people",
    scripture: "Esther 4",
    speakingParts: 3,
    nonSpeakingParts: 1,
    length: "short",
    language: "english",
    ageGroup: "teenage",
  });
  data.pendingUuid = created.uuid;
  data.pendingId = created.id;
  const library = await user.json<{ skits: { uuid: string }[] }>("GET", "/api/skits");
  data.approvedUuid = library.skits[0]!.uuid;
}, 120_000);

afterAll(() => {
  const rows = summary
    .filter((r) => r.serious > 0 || r.other > 0)
    .map(
      (r) =>
        `${r.combo.padEnd(22)} ${r.page.padEnd(44)} serious+critical=${r.serious} other=${r.other} ${r.rules.join(",")}`,
    );
  const scanned = summary.length;
  const clean = summary.filter((r) => r.serious === 0 && r.other === 0).length;
  console.log(`axe: ${scanned} scans, ${clean} with no violations at all\n${rows.join("\n")}`);
});

/** A concrete address for a route pattern, for a role; null when the role has no such page. */
function resolve(route: string, role: Role): string | null {
  switch (route) {
    case "/skit/[uuid]":
      return role === "visitor" ? `/skit/${data.approvedUuid}` : `/skit/${data.pendingUuid}`;
    case "/skits/[id]":
      return "/skits/1";
    case "/edit/[id]":
      return role === "visitor" ? null : `/edit/${data.pendingId}`;
    case "/remix/[uuid]":
      return role === "visitor" ? null : `/remix/${data.approvedUuid}`;
    case "/500":
      return null; // rendered only for a real server error
    case "/404":
      return "/this-page-does-not-exist";
    case "/reset-password":
      return "/reset-password?token=not-a-real-token";
    default:
      if (route.includes("[")) throw new Error(`a11y: no address for the new dynamic route ${route}`);
      return route;
  }
}

/** Pages each role is scanned on: visitors everything public, users their own pages, admins the admin pages. */
function pagesFor(role: Role): string[] {
  const routes = pageRoutes();
  const userOnly = ["/account", "/dashboard", "/create", "/edit/[id]", "/remix/[uuid]", "/complete-profile"];
  const pick =
    role === "visitor"
      ? routes.filter((r) => !r.startsWith("/admin"))
      : role === "user"
        ? routes.filter((r) => userOnly.includes(r) || r === "/" || r === "/skit/[uuid]" || r === "/donate")
        : routes.filter((r) => r.startsWith("/admin") || r === "/skit/[uuid]" || r === "/");
  return [...new Set(pick.map((r) => resolve(r, role)).filter((p): p is string => p !== null))];
}

async function scan(page: Page, label: string, combo: string, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const other = results.violations.length - serious.length;
  summary.push({
    page: label,
    combo,
    serious: serious.length,
    other,
    rules: results.violations.map((v) => `${v.id}(${v.impact})`),
  });
  return results.violations.map(
    (v) =>
      `${label} [${combo}] ${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
}

/** Scans each tab panel of every tab list on the page (the first one was scanned with the page). */
async function scanTabs(page: Page, label: string, combo: string): Promise<string[]> {
  const failures: string[] = [];
  const tabs = page.locator('[role="tablist"]:visible [role="tab"]');
  const count = await tabs.count();
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    if ((await tab.getAttribute("aria-selected")) === "true") continue;
    const name = ((await tab.textContent()) ?? `tab ${i}`).trim();
    await tab.click();
    await page.waitForLoadState("networkidle");
    const panelId = await tab.getAttribute("aria-controls");
    failures.push(...(await scan(page, `${label} › ${name}`, combo, panelId ? `#${panelId}` : undefined)));
  }
  return failures;
}

describe("axe: zero violations", () => {
  for (const combo of COMBOS) {
    const name = `${combo.role} ${combo.theme} ${combo.width}px`;
    it(name, async () => {
      const browser = await openBrowser({ width: combo.width, height: 900, colorScheme: combo.theme });
      const failures: string[] = [];
      const seen = new Set<string>();
      try {
        await browser.page.addInitScript((theme) => localStorage.setItem("ui-theme", theme), combo.theme);
        if (combo.role === "user") await signIn(browser.page, USER.email, USER.password);
        if (combo.role === "admin") await signIn(browser.page, ADMIN.email, ADMIN.password);
        for (const address of pagesFor(combo.role)) {
          await browser.page.goto(address, { waitUntil: "networkidle" });
          const landed = new URL(browser.page.url());
          const key = landed.pathname + landed.search;
          if (seen.has(key)) continue; // a redirect to a page already scanned
          seen.add(key);
          const isDark = await browser.page.evaluate(() =>
            document.documentElement.classList.contains("dark"),
          );
          expect(isDark, `${address} in ${combo.theme}`).toBe(combo.theme === "dark");
          failures.push(...(await scan(browser.page, key, name)));
          failures.push(...(await scanTabs(browser.page, key, name)));
          if (combo.role === "user" && landed.pathname === `/skit/${data.pendingUuid}`) {
            const download = browser.page.getByRole("button", { name: "Download", exact: true });
            if (await download.isVisible()) {
              await download.click();
              await browser.page.getByRole("dialog").first().waitFor();
              failures.push(...(await scan(browser.page, `${key} › download dialog`, name, "dialog[open]")));
              await browser.page.keyboard.press("Escape");
            }
          }
        }
      } finally {
        await browser.close();
      }
      expect(seen.size).toBeGreaterThan(combo.role === "visitor" ? 15 : 3);
      expect(failures).toEqual([]);
    }, 300_000);
  }
});

describe("keyboard", () => {
  /** Tabs through the open dialog: focus must never land outside it. */
  async function assertFocusTrapped(page: Page, dialogSelector: string, presses = 12): Promise<void> {
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let i = 0; i < presses; i++) {
        await page.keyboard.press(key);
        const where = await page.evaluate((selector) => {
          const dialog = document.querySelector(selector);
          const active = document.activeElement;
          if (!active || active === document.body) return "body";
          return dialog?.contains(active)
            ? "inside"
            : `outside: ${active.tagName} ${active.textContent?.trim().slice(0, 40)}`;
        }, dialogSelector);
        expect(["inside", "body"], `${key} #${i}`).toContain(where);
      }
    }
  }

  it("the download dialog traps focus, closes on Escape and returns focus to its button", async () => {
    const { page, close } = await openBrowser();
    try {
      await signIn(page, USER.email, USER.password);
      await page.goto(`/skit/${data.approvedUuid}`, { waitUntil: "networkidle" });
      const trigger = page.getByRole("button", { name: "Download", exact: true });
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Download this skit" });
      await dialog.waitFor();
      expect(
        await page.evaluate(() => document.querySelector("dialog[open]")?.contains(document.activeElement)),
      ).toBe(true);
      await assertFocusTrapped(page, "dialog[open]");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await close();
    }
  });

  it("an admin confirmation dialog traps focus and returns it", async () => {
    const { page, close } = await openBrowser();
    try {
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto("/admin", { waitUntil: "networkidle" });
      const trigger = page.getByRole("button", { name: /^Approve / }).first();
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Approve this skit?" });
      await dialog.waitFor();
      await assertFocusTrapped(page, "dialog[open]");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await close();
    }
  });

  it("the mobile menu opens from the keyboard, keeps focus inside and returns it on Escape", async () => {
    const { page, close } = await openBrowser({ width: 390 });
    try {
      await page.goto("/", { waitUntil: "networkidle" });
      const trigger = page.getByRole("button", { name: /menu/i }).first();
      await trigger.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("dialog", { name: "Site menu" });
      await menu.waitFor();
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => document.getElementById("mobile-menu")?.contains(document.activeElement)),
      ).toBe(true);
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await close();
    }
  });

  /** Every tab list on the page: ArrowRight, ArrowLeft, End and Home move selection and focus. */
  async function assertArrowKeys(page: Page, address: string): Promise<number> {
    await page.goto(address, { waitUntil: "networkidle" });
    const lists = page.locator('[role="tablist"]:visible');
    const count = await lists.count();
    for (let l = 0; l < count; l++) {
      const tabs = lists.nth(l).locator('[role="tab"]');
      const n = await tabs.count();
      if (n < 2) continue;
      const selectedIndex = async () => {
        for (let i = 0; i < n; i++)
          if ((await tabs.nth(i).getAttribute("aria-selected")) === "true") return i;
        return -1;
      };
      const focusedIndex = () =>
        lists
          .nth(l)
          .evaluate((list) =>
            [...list.querySelectorAll('[role="tab"]')].indexOf(document.activeElement as Element),
          );
      const start = await selectedIndex();
      await tabs.nth(start).focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(selectedIndex, { message: `${address} ArrowRight` }).toBe((start + 1) % n);
      expect(await focusedIndex()).toBe((start + 1) % n);
      await page.keyboard.press("ArrowLeft");
      await expect.poll(selectedIndex, { message: `${address} ArrowLeft` }).toBe(start);
      await page.keyboard.press("End");
      await expect.poll(selectedIndex, { message: `${address} End` }).toBe(n - 1);
      await page.keyboard.press("Home");
      await expect.poll(selectedIndex, { message: `${address} Home` }).toBe(0);
      expect(await focusedIndex()).toBe(0);
      const panel = await tabs.nth(0).getAttribute("aria-controls");
      if (panel) expect(await page.locator(`#${panel}`).isVisible(), `${address} panel shown`).toBe(true);
    }
    return count;
  }

  it("tabs move with the arrow keys, Home and End on every page that has them", async () => {
    const { page, close } = await openBrowser();
    try {
      let lists = await assertArrowKeys(page, `/skit/${data.approvedUuid}`);
      lists += await assertArrowKeys(page, "/donate");
      await signIn(page, USER.email, USER.password);
      lists += await assertArrowKeys(page, "/account");
      await page.goto("/api/logout");
      await signIn(page, ADMIN.email, ADMIN.password);
      for (const address of ["/admin", "/admin/categories", "/admin/payments"])
        lists += await assertArrowKeys(page, address);
      expect(lists).toBeGreaterThanOrEqual(3);
    } finally {
      await close();
    }
  });

  it("announces toasts in a live region, and F8 moves focus to them", async () => {
    const { page, close } = await openBrowser();
    try {
      await page.goto("/faq", { waitUntil: "networkidle" });
      const email = page.locator("[data-newsletter-form] input[name=email]");
      await email.focus();
      await page.keyboard.type(`toast-${Date.now()}@example.test`);
      await page.keyboard.press("Enter");
      const toast = page.getByText("Thanks for subscribing!");
      await toast.waitFor();
      const live = await toast.evaluate((el) => el.closest("[aria-live]")?.getAttribute("aria-live"));
      expect(["polite", "assertive"]).toContain(live);
      await page.keyboard.press("F8");
      expect(await page.evaluate(() => document.activeElement?.closest("#toast-region") !== null)).toBe(true);
    } finally {
      await close();
    }
  });
});
