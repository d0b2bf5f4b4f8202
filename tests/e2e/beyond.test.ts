/**
 * Beyond the basics, in the browser: the whole-cast zip from a skit page (then reporting how
 * long it ran), and a remix of a library skit that shows its attribution.
 */
import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, type BrowserHandle, openBrowser, signIn, TEACHER, waitForIslands } from "./browser.ts";

/**
 * Waits for the islands that hydrate on load. The skit page's review island hydrates only when
 * its (hidden) tab is shown, so waitForIslands would wait for it forever there.
 */
async function waitForLoadIslands(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelectorAll('astro-island[ssr]:not([client="visible"])').length === 0,
    undefined,
    { timeout: 15_000 },
  );
}

let browser: BrowserHandle | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe("performing a skit", () => {
  it("downloads the whole cast's scripts as a zip from the skit page, then reports the running time", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, TEACHER.email, TEACHER.password);
    // /skits/2 is a seeded approved skit (The Good Samaritan) by another creator.
    await page.goto("/skits/2");
    await waitForLoadIslands(page);
    await page.getByRole("tab", { name: "Performing" }).click();
    const panel = page.getByRole("tabpanel", { name: "Performing" });
    await expect.poll(() => panel.isVisible()).toBe(true);

    // Line counts: one row per part, with counts.
    const rows = panel.locator("[data-line-counts] tbody tr");
    expect(await rows.count()).toBeGreaterThanOrEqual(5);
    const partIds = await rows.evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.part ?? ""));
    expect(await panel.locator("[data-running-time], [data-runtime-estimate]").first().textContent()).toMatch(
      /about \d+ minutes?/i,
    );

    const downloadPromise = page.waitForEvent("download");
    await panel.getByRole("link", { name: "Download whole cast (.zip)" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/-cast\.zip$/);
    const files = unzipSync(readFileSync(await download.path()));
    const names = Object.keys(files).sort();
    expect(names[0]).toBe("00-full-script.pdf");
    expect(names.length).toBeGreaterThanOrEqual(2);
    for (const name of names) {
      expect(
        Buffer.from(files[name] as Uint8Array)
          .subarray(0, 5)
          .toString("latin1"),
        name,
      ).toBe("%PDF-");
      if (name !== "00-full-script.pdf")
        expect(partIds).toContain(name.replace(/^\d+-/, "").replace(/\.pdf$/, ""));
    }

    // After the download, the running-time report is accepted and the median shows it.
    await panel.getByLabel("How many minutes did it run when you performed it?").fill("7");
    await panel.getByRole("button", { name: /running time/i }).click();
    await expect.poll(() => panel.locator("[data-runtime-median]").textContent()).toMatch(/7 minutes/);
    expect(browser.problems).toEqual([]);
  });
});

describe("remixing a skit", () => {
  it("starts a remix from a library skit with the form prefilled and shows the attribution", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto("/skits/2");
    await waitForLoadIslands(page);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
    expect(title.length).toBeGreaterThan(0);
    await page.getByRole("link", { name: "Remix", exact: true }).click();
    await page.waitForURL(/\/remix\//);
    await waitForIslands(page);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(title);

    const form = page.locator("main form");
    expect(await form.getByLabel(/Topic or Bible story/).inputValue()).toBe("The Good Samaritan");
    expect(await form.getByLabel(/Scripture reference/).inputValue()).toBe("Luke 10:25-37");
    const parts = form.getByLabel(/^Speaking parts/);
    expect(await parts.inputValue()).toBe("5");
    await parts.fill("6");
    await form.getByLabel(/Audience age group/).selectOption("children");
    await form.getByLabel("Licence").selectOption("cc-by-4.0");
    await form.getByRole("button", { name: "Generate Remix" }).click();
    await page.waitForURL(/\/skit\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await waitForLoadIslands(page);

    const attribution = page.locator("[data-remixed-from]");
    await expect
      .poll(() => attribution.textContent())
      .toMatch(new RegExp(`Remixed from\\s+${escapeRe(title)}\\s+by James Okafor`));
    expect(await attribution.getByRole("link", { name: title }).getAttribute("href")).toMatch(/^\/skit\//);
    expect(await page.locator("[data-license-label]").textContent()).toBe("Creative Commons BY 4.0");
    expect(browser.problems).toEqual([]);
  });
});

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
