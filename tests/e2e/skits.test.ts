import { afterEach, describe, expect, it } from "vitest";
import { type BrowserHandle, openBrowser, signIn, TEACHER } from "./browser.ts";

let browser: BrowserHandle | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe("writing a skit", () => {
  it("signs in, creates a skit, lands on its page as pending, edits it once", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, TEACHER.email, TEACHER.password);
    await page.goto("/create");
    await page.getByRole("heading", { name: "Create Your Custom Skit" }).waitFor();
    await page.getByLabel(/Topic or Bible story/).fill("Zacchaeus climbs a tree");
    await page.getByLabel(/Scripture reference/).fill("Luke 19:1-10");
    await page.getByLabel(/^Length/).selectOption("very-short");
    await page.getByLabel(/Audience age group/).selectOption("children");
    await page.getByRole("button", { name: "Generate Skit" }).click();
    await page.waitForURL(/\/skit\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await page.getByText("Pending Approval.").waitFor();
    await page.getByText("Skit created successfully!").waitFor();

    await page.getByRole("link", { name: "Edit (2 edits left)" }).click();
    await page.getByRole("heading", { name: "Edit Your Skit" }).waitFor();
    expect(await page.getByLabel(/Topic or Bible story/).inputValue()).toBe("Zacchaeus climbs a tree");
    await page.getByLabel(/Speaking parts/).fill("4");
    await page.getByRole("button", { name: /Update Skit/ }).click();
    await page.waitForURL(/\/skit\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await page.getByRole("link", { name: "Edit (1 edit left)" }).waitFor();
    expect(browser.problems).toEqual([]);
  });

  it("shows validation messages without calling the server", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signIn(page, TEACHER.email, TEACHER.password);
    await page.goto("/create");
    await page.getByLabel(/Topic or Bible story/).fill("ab");
    await page.getByLabel(/Speaking parts/).fill("0");
    await page.getByRole("button", { name: "Generate Skit" }).click();
    await page.getByText("Topic is required and must be at least 3 characters").waitFor();
    await page.getByText("At least 1 speaking part is required").waitFor();
    await page.getByText("Length is required").waitFor();
    expect(page.url()).toMatch(/\/create$/);
  });

  it("asks a visitor to sign in or register", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto("/create");
    await page.getByRole("link", { name: "Create Free Account" }).waitFor();
    await page.getByRole("link", { name: "Sign In", exact: true }).last().waitFor();
  });
});
