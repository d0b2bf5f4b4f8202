import { afterEach, describe, expect, it } from "vitest";
import { type BrowserHandle, baseUrl, openBrowser } from "./browser.ts";

let browser: BrowserHandle | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe("the shared frame", () => {
  it("renders the seeded home page with popular skits and no console errors", async () => {
    browser = await openBrowser();
    const { page, problems } = browser;
    await page.goto("/");
    await expect(page.title()).resolves.toContain("Scripture Skits");
    await page.getByRole("link", { name: "Create Your Skit" }).first().waitFor();
    const cards = page.locator('a[href^="/skit/"]');
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toBe(`${baseUrl()}/`);
    expect(problems).toEqual([]);
  });

  it("keeps the chosen theme across a reload", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await page.locator("[data-theme-toggle]").click();
    expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("dark");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  });

  it("opens and closes the mobile menu, which closes when a link is chosen", async () => {
    browser = await openBrowser({ width: 390, height: 844 });
    const { page } = browser;
    await page.goto("/");
    const menu = page.locator("#mobile-menu");
    await page.locator("[data-menu-toggle]").click();
    await expect.poll(() => menu.evaluate((el) => el.matches(":popover-open"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.evaluate((el) => el.matches(":popover-open"))).toBe(false);
    await page.locator("[data-menu-toggle]").click();
    await menu.getByRole("link", { name: "Resources" }).click();
    await page.waitForURL("**/resources");
    await expect
      .poll(() => page.locator("#mobile-menu").evaluate((el) => el.matches(":popover-open")))
      .toBe(false);
  });

  it("answers an unknown route with status 404 and the not-found page", async () => {
    browser = await openBrowser();
    const response = await browser.page.goto("/this/page/does/not/exist");
    expect(response?.status()).toBe(404);
    await browser.page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
  });

  it("redirects /skits/1 to the first sample skit", async () => {
    const response = await fetch(`${baseUrl()}/skits/1`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toMatch(/^\/skit\/[0-9a-f-]{36}$/);
  });

  it("serves compressed pages", async () => {
    const response = await fetch(`${baseUrl()}/`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });
});
