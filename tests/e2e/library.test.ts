/**
 * The library in a real browser against the built server and the demo seed:
 * filters live in the URL and survive a reload, the table view, a review that
 * waits for approval, and a .txt upload that shows up under "Your Skits".
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserHandle, openBrowser, TEACHER, waitForIslands } from "./browser.ts";

let browser: BrowserHandle;
let page: Page;

/** Signs in through the /login form (the exact "Email" label: the footer newsletter field mentions email too). */
async function signInAs(account: { email: string; password: string }): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

const results = () => page.getByTestId("results");
const foundCount = () => page.getByTestId("found-count");

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
});

describe("browse", () => {
  it("filters by age group and length, keeps them in the URL, and a reload shows the same view", async () => {
    await page.goto("/browse");
    // A choice made before the island hydrates would be lost (without JavaScript the filters submit a form).
    await waitForIslands(page);
    await expect.poll(() => foundCount().textContent()).toMatch(/^Found \d+ skits?$/);
    const all = Number(/\d+/.exec((await foundCount().textContent()) ?? "")?.[0]);
    expect(all).toBeGreaterThan(5);

    await page.getByLabel("Age group").selectOption("all-ages");
    await page.waitForURL(/ageGroup=all-ages/);
    await page.getByLabel("Length").selectOption("short");
    await page.waitForURL(
      (url) => url.searchParams.get("ageGroup") === "all-ages" && url.searchParams.get("length") === "short",
    );
    // The seed has three short all-ages skits (The Good Samaritan, Jonah, Jesus Calms the Storm).
    await expect
      .poll(async () => Number(/\d+/.exec((await foundCount().textContent()) ?? "")?.[0] ?? 0))
      .toBeGreaterThanOrEqual(3);
    const found = (await foundCount().textContent()) ?? "";
    expect(Number(/\d+/.exec(found)?.[0])).toBeLessThan(all);

    const rowsText = async () =>
      (await results().locator("tbody tr").allInnerTexts()).map((t) => t.replace(/\s+/g, " "));
    const filtered = await rowsText();
    expect(`Found ${filtered.length} skits`).toBe(found);
    for (const row of filtered) {
      expect(row).toContain("All Ages");
      expect(row).toContain("Short (3-5 minutes)");
    }

    await page.reload();
    expect(new URL(page.url()).search).toBe("?ageGroup=all-ages&length=short");
    expect(await foundCount().textContent()).toBe(found);
    expect(await page.getByLabel("Age group").inputValue()).toBe("all-ages");
    expect(await page.getByLabel("Length").inputValue()).toBe("short");
    expect(await rowsText()).toEqual(filtered);
  });

  it("switches to the table view, keeps it on reload, and Back returns to the list", async () => {
    await page.getByRole("link", { name: "Table view" }).click();
    await page.waitForURL(/view=table/);
    const table = page.getByTestId("skit-table");
    await table.getByRole("columnheader", { name: "Skit Details" }).waitFor();
    expect(`Found ${await table.locator("tbody tr").count()} skits`).toBe(await foundCount().textContent());
    expect(await page.getByRole("columnheader", { name: "Downloads" }).count()).toBe(0);

    await page.reload();
    expect(new URL(page.url()).searchParams.get("view")).toBe("table");
    await page.getByTestId("skit-table").getByRole("columnheader", { name: "Skit Details" }).waitFor();

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("view"));
    await page.getByTestId("skit-list").getByRole("columnheader", { name: "Downloads" }).waitFor();
    expect(new URL(page.url()).searchParams.get("length")).toBe("short");
  });

  it("shows the empty state and clears the filters", async () => {
    await page.goto("/browse?ageGroup=preschool&length=very-long");
    await page.getByText("No skits match your current filters").waitFor();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await page.waitForURL((url) => url.pathname === "/browse" && url.search === "");
    await expect.poll(() => foundCount().textContent()).toMatch(/^Found \d+ skits$/);
  });
});

describe("signed in as the demo teacher", () => {
  beforeAll(async () => {
    await signInAs(TEACHER);
  });

  it("submits a review of another creator's skit and sees it pending", async () => {
    await page.goto("/browse");
    await waitForIslands(page);
    const before = await foundCount().textContent();
    await page.getByLabel("Search skits").fill("samaritan");
    await page.waitForURL(/search=samaritan/);
    // Click only once the searched results have replaced the first page (a link from the old list may be
    // detached by the re-render between finding it and clicking it).
    await expect
      .poll(
        async () =>
          (await foundCount().textContent()) !== before &&
          (await results().getAttribute("aria-busy")) === "false",
      )
      .toBe(true);
    await results()
      .getByRole("link", { name: /The Good Samaritan/ })
      .first()
      .click();
    await page.waitForURL(/\/skit\//);

    await page.getByRole("tab", { name: /Reviews/ }).click();
    const form = page.locator("form", {
      has: page.getByRole("button", { name: /Submit Review|Update Review/ }),
    });
    await form.getByRole("button", { name: /Submit Review|Update Review/ }).click();
    await page
      .getByText("Rating required: Please select a star rating before submitting your review.")
      .waitFor();

    const text = `Our class of nine loved it (${Date.now()}).`;
    // The stars are a radio group: the arrow keys move the rating.
    await page.getByRole("radio", { name: "1 star" }).focus();
    await page.keyboard.press("Space");
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    await page.getByLabel("Your review (optional)").fill(text);
    await form.getByRole("button", { name: /Submit Review|Update Review/ }).click();

    await page.getByText("Your review will be visible after admin approval.").waitFor();
    const mine = page.getByTestId("review").filter({ hasText: text });
    await mine.waitFor();
    expect(await mine.textContent()).toContain("Pending approval");
    expect(await mine.textContent()).toContain("(you)");

    // After a reload the pending review is still shown to its author, and the form is prefilled.
    await page.reload();
    await page.getByRole("tab", { name: /Reviews/ }).click();
    await page.getByTestId("review").filter({ hasText: text }).waitFor();
    expect(await page.getByLabel("Your review (optional)").inputValue()).toBe(text);
  });

  it("uploads a .txt skit from the dashboard and finds it pending under Your Skits", async () => {
    const title = `The Widow's Offering ${Date.now()}`;
    const file = [
      title,
      "",
      "A short drama about giving from the heart.",
      "",
      "CAST",
      "NARRATOR — tells the story",
      "WIDOW — a poor woman with two coins",
      "",
      "NARRATOR: Jesus sat near the treasury and watched the people give.",
      "",
      "WIDOW: Two small coins. It is all I have.",
      "",
      "THE END",
    ].join("\n");
    await page.goto("/dashboard");
    // The upload island hydrates when visible: bring it into view and wait until Astro has hydrated it.
    await page.getByLabel("Skit file (.txt)").scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        document.querySelectorAll("astro-island[ssr]").length === 0 ||
        ![...document.querySelectorAll("astro-island[ssr]")].some((el) =>
          el.querySelector('input[type="file"]'),
        ),
    );
    await page
      .getByLabel("Skit file (.txt)")
      .setInputFiles({ name: "widow.txt", mimeType: "text/plain", buffer: Buffer.from(file) });
    await page.getByRole("button", { name: "Upload Skit" }).click();
    await page.waitForURL((url) => url.pathname === "/browse");

    const yourSkits = page.getByTestId("your-skits");
    const entry = yourSkits.getByRole("listitem").filter({ hasText: title });
    await entry.waitFor();
    expect(await entry.textContent()).toContain("Pending");
    expect(await entry.getByRole("link", { name: `Edit ${title}` }).count()).toBe(1);
    // Pending skits never appear in the public results.
    expect(await results().getByText(title).count()).toBe(0);

    await page.goto("/dashboard?tab=skits");
    const row = page.getByRole("row").filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain("Pending");
  });

  it("logged no browser errors", () => {
    expect(browser.problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
