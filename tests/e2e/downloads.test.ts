import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { type BrowserHandle, baseUrl, openBrowser, waitForIslands } from "./browser.ts";

let browser: BrowserHandle | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe("downloading a skit", () => {
  it("downloads a Word file from the dialog and the count goes up", async () => {
    browser = await openBrowser();
    const { page } = browser;
    // A new reader: a download counts once per reader, skit and day, and other tests download as the demo users.
    const registered = await page.request.post("/api/auth/register", {
      headers: { origin: baseUrl() },
      data: {
        firstName: "Dora",
        lastName: "Downloader",
        email: `reader-${Date.now().toString(36)}@example.test`,
        password: "reader-password",
        confirmPassword: "reader-password",
      },
    });
    expect(registered.ok()).toBe(true);
    // /skits/2 is a seeded approved skit by another creator.
    await page.goto("/skits/2");
    await waitForIslands(page);
    const counter = page.locator("[data-download-count]");
    const before = Number((await counter.textContent())?.match(/\d+/)?.[0]);
    await page.getByRole("button", { name: "Download", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Download this skit" });
    await dialog.getByLabel("Word (.docx)").check();
    const downloadPromise = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download Word" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.docx$/);
    const path = await download.path();
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    await expect.poll(async () => Number((await counter.textContent())?.match(/\d+/)?.[0])).toBe(before + 1);
    expect(browser.problems).toEqual([]);
  });

  it("sends a visitor to sign in", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto("/skits/2");
    await waitForIslands(page);
    await page.getByRole("button", { name: "Download", exact: true }).click();
    await page.waitForURL(/\/login/);
  });
});
