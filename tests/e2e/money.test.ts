/**
 * Money end to end in Chromium against the built server in test mode: a $7.50
 * donation from the download dialog (declined card first, then the file), a
 * Lifetime Creator purchase from /donate ('Unlimited' credits on /account), the
 * home promo's payment card, and a PayPal payout email. Each test registers its
 * own user so the seeded users are unaffected.
 */
import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, type BrowserHandle, openBrowser, signIn } from "./browser.ts";

let browser: BrowserHandle | undefined;
let admin: BrowserHandle | undefined;
afterEach(async () => {
  await browser?.close();
  await admin?.close();
  browser = undefined;
  admin = undefined;
});

const PASSWORD = "money-test-password";
const WAIT = { timeout: 15_000 };

/** Registers a fresh user through the API; the browser context keeps the session cookie. */
async function registerFreshUser(page: Page, label: string): Promise<string> {
  const email = `money-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  await page.goto("/");
  const response = await page.request.post("/api/auth/register", {
    data: { firstName: "Money", lastName: "Tester", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** Islands may still be hydrating: clicks `target` until `done` holds. */
async function clickUntil(target: Locator, done: () => Promise<boolean>) {
  await expect
    .poll(async () => {
      if (await done()) return true;
      if (await target.isVisible()) await target.click();
      return done();
    }, WAIT)
    .toBe(true);
}

async function fillTestCard(scope: ReturnType<Page["locator"]>, cardNumber: string) {
  await expect
    .poll(() => scope.getByText("Test mode — no real card is charged").isVisible(), WAIT)
    .toBe(true);
  await scope.getByLabel("Card number").fill(cardNumber);
  await scope.getByLabel("Expiry date (MM / YY)").fill("12 / 40");
  await scope.getByLabel("CVC").fill("123");
}

describe("money in test mode", () => {
  it("donates $7.50 from the download dialog and downloads the file", async () => {
    browser = await openBrowser();
    const { page } = browser;
    const email = await registerFreshUser(page, "donor");
    // /skits/2 is a seeded approved skit by another creator.
    await page.goto("/skits/2");
    const dialog = page.getByRole("dialog", { name: "Download this skit" });
    await clickUntil(page.getByRole("button", { name: "Download", exact: true }), () => dialog.isVisible());
    await dialog.getByLabel("$7.50").check();
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await expect
      .poll(() => dialog.getByText("Donate $7.50 and download the PDF").isVisible(), WAIT)
      .toBe(true);

    // A declined card first: the provider's message, and the dialog stays on the card step.
    await fillTestCard(dialog, "4000 0000 0000 0002");
    await dialog.getByRole("button", { name: "Pay $7.50 and Download" }).click();
    const toast = page.locator("#toast-region");
    await expect.poll(() => toast.textContent(), WAIT).toContain("Your card was declined.");
    expect(await toast.textContent()).toContain("Payment Failed");

    await dialog.getByLabel("Card number").fill("4242 4242 4242 4242");
    const downloadPromise = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Pay $7.50 and Download" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await expect.poll(() => toast.textContent(), WAIT).toContain("Thank you for your donation!");

    // The donation was recorded on the server, shared with the skit's creator.
    admin = await openBrowser();
    await signIn(admin.page, ADMIN.email, ADMIN.password);
    const purchases = (await (await admin.page.request.get("/api/admin/payments/purchases")).json()) as {
      email: string;
      purpose: string;
      amountCents: number;
    }[];
    expect(purchases).toContainEqual(
      expect.objectContaining({ email, purpose: "donation", amountCents: 750 }),
    );
    expect(browser.problems.filter((p) => !p.includes("402"))).toEqual([]);
  });

  it("reveals the payment card from the home promo and buys Lifetime Creator from /donate", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await registerFreshUser(page, "lifetime");

    await page.goto("/");
    const promo = page.locator("section[aria-labelledby='lifetime-heading']");
    await clickUntil(promo.getByRole("button", { name: "Become a Lifetime Creator" }), () =>
      promo.getByLabel("Card number").isVisible(),
    );
    expect(await promo.getByRole("button", { name: "Pay $67 - Become Lifetime Creator" }).isVisible()).toBe(
      true,
    );

    await page.goto("/donate");
    const panel = page.getByRole("tabpanel", { name: "Lifetime Creator" });
    expect(await panel.getByText("Limited Time Offer").isVisible()).toBe(true);
    expect(await panel.getByText("30-day money-back guarantee").isVisible()).toBe(true);
    await clickUntil(panel.getByRole("button", { name: "Get Lifetime Access" }), () =>
      panel.getByLabel("Card number").isVisible(),
    );
    await fillTestCard(panel, "4242 4242 4242 4242");
    await panel.getByRole("button", { name: "Pay $67 - Become Lifetime Creator" }).click();
    // The page reloads with the new status.
    await expect
      .poll(() => page.getByText("You're already a Lifetime Creator!").isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(() => page.locator("#toast-region").textContent(), WAIT)
      .toContain("Payment Successful!");

    await page.goto("/account?tab=security");
    expect((await page.getByTestId("credits").textContent())?.trim()).toBe("Unlimited");
    // The promo is gone for a lifetime creator.
    await page.goto("/");
    expect(await page.locator("#lifetime-heading").count()).toBe(0);
    expect(browser.problems).toEqual([]);
  });

  it("sets a PayPal payout email on the account page", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await registerFreshUser(page, "payout");
    await page.goto("/account?tab=payments");
    const panel = page.getByRole("tabpanel", { name: "Payments" });
    expect(await panel.getByText("Payment setup required").isVisible()).toBe(true);
    const save = panel.getByRole("button", { name: "Save Payment Settings" });
    await expect.poll(() => save.isVisible(), WAIT).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    expect(await panel.getByTestId("minimum-payout").textContent()).toContain("$25.00");

    await panel.getByRole("radio", { name: /^PayPal/ }).check();
    expect(await save.isDisabled()).toBe(false);
    await panel.getByLabel("PayPal email").fill("no-at-sign");
    await save.click();
    await expect
      .poll(() => panel.getByText("Valid PayPal email is required when PayPal is selected").isVisible())
      .toBe(true);

    await panel.getByLabel("PayPal email").fill("payouts@example.test");
    await save.click();
    await expect
      .poll(() => page.locator("#toast-region").textContent())
      .toContain("Payment settings updated");
    await expect.poll(() => save.isDisabled(), WAIT).toBe(true);

    await page.reload();
    const email = page.getByRole("tabpanel", { name: "Payments" }).getByLabel("PayPal email");
    await expect.poll(() => email.inputValue(), WAIT).toBe("payouts@example.test");
    expect(browser.problems).toEqual([]);
  });
});
