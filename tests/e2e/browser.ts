/** Playwright helpers: Debian's Chromium, headless, a fresh profile per browser. */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

export const baseUrl = () => inject("baseUrl");
export const dataDir = () => inject("dataDir");

export interface BrowserHandle {
  context: BrowserContext;
  page: Page;
  /** console errors and failed requests seen so far */
  problems: string[];
  close: () => Promise<void>;
}

export async function openBrowser(
  options: { width?: number; height?: number; colorScheme?: "light" | "dark" } = {},
): Promise<BrowserHandle> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "ss-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    headless: true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? "light",
    acceptDownloads: true,
    baseURL: baseUrl(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return {
    context,
    page,
    problems,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Waits until every React island on the page has hydrated (Astro removes the `ssr` attribute). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelectorAll('astro-island[ssr][client="load"]').length === 0,
    undefined,
    {
      timeout: 15_000,
    },
  );
}

/** Signs in through the /login form. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  const form = page.locator("main form");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

export const ADMIN = { email: "admin@scriptureskits.test", password: "admin-password" };
export const TEACHER = { email: "teacher@scriptureskits.test", password: "teacher-password" };
