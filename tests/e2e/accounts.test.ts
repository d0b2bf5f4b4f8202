/**
 * Accounts end to end in Chromium against the built server: register → 5
 * credits on /account → sign out → sign in → forgot password → the link from
 * the outbox → reset → sign in with the new password. Plus the origin check
 * that refuses cross-site form posts.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../src/server/services/mail.ts";
import { type BrowserHandle, baseUrl, dataDir, openBrowser } from "./browser.ts";

let browser: BrowserHandle;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
});

/** The page's own form fields (the footer has a newsletter email field too). */
const main = () => page.locator("main");

async function waitForResetLink(email: string): Promise<string> {
  const outbox = path.join(dataDir(), "outbox");
  for (let i = 0; i < 100; i++) {
    const message = (await readOutbox(outbox)).find((m) => m.to.includes(email));
    const link = message
      ? /https?:\/\/\S+\/reset-password\?token=[a-z2-7]+/.exec(message.text)?.[0]
      : undefined;
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset mail for ${email} in ${outbox}`);
}

async function signInThroughForm(email: string, password: string, at = "/login"): Promise<void> {
  await page.goto(at);
  await main().getByLabel("Email").fill(email);
  await main().getByLabel("Password", { exact: true }).fill(password);
  await main().getByRole("button", { name: "Sign In" }).click();
}

describe("accounts", () => {
  it("registers, signs out and in, resets the password and signs in with the new one", async () => {
    const email = `e2e-${Date.now().toString(36)}@example.test`;

    // Register.
    await page.goto("/register");
    await main().getByRole("button", { name: "Create Account" }).click();
    await expect
      .poll(() => main().locator(".field-error").allTextContents())
      .toContain("First name must be at least 2 characters");
    await main().getByLabel("First Name").fill("Ruth");
    await main().getByLabel("Last Name").fill("Moabite");
    await main().getByLabel("Email").fill(email);
    await main().getByLabel("Password", { exact: true }).fill("gleaning-fields");
    await main().getByLabel("Confirm Password").fill("gleaning-fields");
    await main().getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    // 5 credits on /account.
    await page.goto("/account");
    await main().getByRole("tab", { name: "Security" }).click();
    await expect.poll(() => main().getByTestId("credits").textContent()).toBe("5");
    await expect
      .poll(() => main().getByText("Each credit allows one skit generation or one edit.").isVisible())
      .toBe(true);
    expect(new URL(page.url()).searchParams.get("tab")).toBe("security");

    // Sign out.
    await main().getByRole("tab", { name: "Profile" }).click();
    await main().getByRole("link", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/account");
    expect(new URL(page.url()).pathname).toBe("/login");

    // Sign in.
    await signInThroughForm(email, "gleaning-fields", "/login?next=%2Faccount");
    await page.waitForURL((url) => url.pathname === "/account");
    await page.goto("/api/logout");
    await page.waitForURL((url) => url.pathname === "/");

    // Forgot password.
    await page.goto("/login");
    await main().getByRole("link", { name: "Forgot Password?" }).click();
    await page.waitForURL((url) => url.pathname === "/forgot-password");
    await main().getByLabel("Email").fill(email);
    await main().getByRole("button", { name: "Send Reset Link" }).click();
    await main().getByRole("heading", { name: "Check Your Email" }).waitFor();

    // Follow the link from the outbox and reset.
    const link = await waitForResetLink(email);
    expect(link.startsWith(`${baseUrl()}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await main().getByLabel("New Password", { exact: true }).fill("barley-harvest");
    await main().getByLabel("Confirm New Password").fill("barley-harvest");
    await main().getByRole("button", { name: "Reset Password" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await main().getByText("Your password has been reset.").waitFor();

    // The link works once.
    await page.goto(link);
    await main().getByRole("heading", { name: "Invalid Reset Link" }).waitFor();

    // The old password no longer works; the new one does.
    await signInThroughForm(email, "gleaning-fields");
    await page.locator("#toast-region").getByText("Invalid email or password").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await main().getByLabel("Password", { exact: true }).fill("barley-harvest");
    await main().getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const me = await page.evaluate(async () => (await fetch("/api/auth/user")).json());
    expect(me).toMatchObject({ email, firstName: "Ruth", credits: 5, authProvider: "password" });

    const unexpected = browser.problems.filter((p) => !/status of 401/.test(p));
    expect(unexpected).toEqual([]);
  });

  it("shows 'Invalid Reset Link' without a token", async () => {
    await page.goto("/reset-password");
    await main().getByRole("heading", { name: "Invalid Reset Link" }).waitFor();
    await main().getByRole("link", { name: "Request a New Link" }).click();
    await page.waitForURL((url) => url.pathname === "/forgot-password");
  });

  it("refuses cross-site form posts (Astro's origin check)", async () => {
    const url = `${baseUrl()}/api/auth/login`;
    const forged = await fetch(url, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.co&password=whatever",
    });
    expect(forged.status).toBe(403);
    const textPlain = await fetch(url, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "text/plain" },
      body: JSON.stringify({ email: "a@b.co", password: "whatever" }),
    });
    expect(textPlain.status).toBe(403);
    const sameOrigin = await fetch(url, {
      method: "POST",
      headers: { origin: baseUrl(), "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody@example.test", password: "whatever" }),
    });
    expect(sameOrigin.status).toBe(401);
  });
});
