/**
 * Admin and content flows in a real browser against the built server:
 * moderation → the library, categories → the browse filter, and the contact form.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type BrowserHandle, dataDir, openBrowser, signIn, TEACHER } from "./browser.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A pending skit created by the demo teacher through the API (the offline writer answers). */
async function createPendingSkit(
  page: Page,
  topic: string,
  scripture: string,
): Promise<{ id: number; uuid: string; title: string }> {
  const response = await page.request.post("/api/skits/create", {
    headers: { accept: "application/json" },
    data: {
      topic,
      scripture,
      speakingParts: 3,
      nonSpeakingParts: 0,
      length: "short",
      language: "english",
      ageGroup: "children",
      difficulty: "beginner",
      skitNarrator: "partial",
      audienceParticipation: "small",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; uuid: string; title: string };
}

/** Whether the browse page (with this query) links to the skit. */
async function browseLists(page: Page, query: string, uuid: string): Promise<boolean> {
  await page.goto(`/browse${query}`);
  await page.locator("main").waitFor();
  return (await page.locator(`main a[href="/skit/${uuid}"]`).count()) > 0;
}

describe("admin", () => {
  let teacher: BrowserHandle;
  let admin: BrowserHandle;
  let skit: { id: number; uuid: string; title: string };
  let other: { id: number; uuid: string; title: string };

  beforeAll(async () => {
    teacher = await openBrowser();
    await signIn(teacher.page, TEACHER.email, TEACHER.password);
    skit = await createPendingSkit(teacher.page, `Gideon's fleece ${unique()}`, "Judges 6:36-40");
    other = await createPendingSkit(teacher.page, `Ruth and Naomi ${unique()}`, "Ruth 1:16-18");
    admin = await openBrowser();
    await signIn(admin.page, ADMIN.email, ADMIN.password);
  });

  afterAll(async () => {
    await teacher?.close();
    await admin?.close();
  });

  it("redirects a non-admin away from /admin", async () => {
    await teacher.page.goto("/admin");
    expect(new URL(teacher.page.url()).pathname).toBe("/");
  });

  it("approves a pending skit from the dashboard, and it appears in /browse", async () => {
    const { page } = admin;
    const visitor = await openBrowser();
    try {
      expect(await browseLists(visitor.page, `?search=${encodeURIComponent(skit.title)}`, skit.uuid)).toBe(
        false,
      );

      await page.goto("/admin");
      await page.getByRole("heading", { name: "Skits Pending Approval" }).waitFor();
      await page.getByRole("searchbox", { name: "Search pending skits" }).fill(skit.title.slice(0, 18));
      const row = page.locator(`tr[data-skit-id="${skit.id}"]`);
      await row.waitFor();
      await row.getByRole("button", { name: `Approve ${skit.title}` }).click();
      const dialog = page.getByRole("dialog", { name: "Approve this skit?" });
      await dialog.getByText("This will make the skit visible to all users in the public library.").waitFor();
      await dialog.getByRole("button", { name: "Approve", exact: true }).click();
      await page.getByText("Skit approved", { exact: true }).waitFor();
      await row.waitFor({ state: "detached" });

      // Reject the other one with a reason: it stays out of the library.
      await page.getByRole("searchbox", { name: "Search pending skits" }).fill("");
      await page
        .locator(`tr[data-skit-id="${other.id}"]`)
        .getByRole("button", { name: /^Reject / })
        .click();
      const reject = page.getByRole("dialog", { name: "Reject this skit?" });
      await reject.getByLabel("Reason (optional)").fill("Please add the scripture reference to the title.");
      await reject.getByRole("button", { name: "Reject", exact: true }).click();
      await page.getByText("Skit rejected", { exact: true }).waitFor();

      expect(await browseLists(visitor.page, `?search=${encodeURIComponent(skit.title)}`, skit.uuid)).toBe(
        true,
      );
      expect(await browseLists(visitor.page, `?search=${encodeURIComponent(other.title)}`, other.uuid)).toBe(
        false,
      );
      expect(admin.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it("creates a category, assigns it to the skit, and the browse category filter finds it", async () => {
    const { page } = admin;
    const name = `Judges ${unique()}`;
    await page.goto("/admin/categories");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Hex colour").fill("#0E7490");
    await page.getByRole("button", { name: "Create Category" }).click();
    await page.getByText("Category created successfully", { exact: true }).waitFor();
    const card = page.locator("li[data-category-id]", { hasText: name });
    await card.waitFor();
    const categoryId = await card.getAttribute("data-category-id");
    expect(categoryId).toMatch(/^\d+$/);

    await page.getByRole("tab", { name: "Assign Categories to Skits" }).click();
    await page.getByRole("searchbox", { name: "Search approved skits" }).fill(skit.title);
    const skitCard = page.locator(`li[data-skit-id="${skit.id}"]`);
    await skitCard.waitFor();
    await skitCard.getByRole("checkbox", { name }).check();
    await page.getByText("Category added to skit", { exact: true }).waitFor();
    expect(await skitCard.getByRole("checkbox", { name }).isChecked()).toBe(true);

    const visitor = await openBrowser();
    try {
      expect(await browseLists(visitor.page, `?category=${categoryId}`, skit.uuid)).toBe(true);
      // Approved skits without the category are filtered out.
      const hrefs = await visitor.page
        .locator('main a[href^="/skit/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect([...new Set(hrefs)]).toEqual([`/skit/${skit.uuid}`]);
    } finally {
      await visitor.close();
    }
    expect(admin.problems).toEqual([]);
  });

  it("shows the stats and users tabs with real data", async () => {
    const { page } = admin;
    await page.goto("/admin#stats");
    await page.getByText("Total Skits").waitFor();
    await page.getByRole("heading", { name: "Top Downloaded Skits" }).waitFor();
    await page.getByRole("tab", { name: "Users" }).click();
    await page.getByRole("searchbox", { name: "Search users" }).fill(TEACHER.email);
    await page.getByRole("button", { name: `View details of ${TEACHER.email}` }).click();
    const details = page.getByRole("dialog", { name: "User details" });
    await details.getByRole("heading", { name: "Adjust credits" }).waitFor();
    await details.getByLabel("Change").fill("3");
    await details.getByLabel("Reason (required)").fill("Thank you for the workshop");
    await details.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Credits updated", { exact: true }).waitFor();
    await details.getByText("user.credits.adjust").waitFor();
    expect(admin.problems).toEqual([]);
  });
});

describe("admin uploads", () => {
  it("uploads a skit text file from the Uploads tab; it waits in the approval queue", async () => {
    const admin = await openBrowser();
    try {
      const { page } = admin;
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto("/admin#uploads");
      const title = `The Widow's Offering ${unique()}`;
      const text = `${title}\n\nA short skit about generous giving, from Mark 12.\n\nNARRATOR: Jesus sat near the temple treasury.\n\nWIDOW: (drops two small coins) It is all I have.\n\nJESUS: She has given more than all the others.`;
      await page
        .getByLabel("Skit file (.txt)")
        .setInputFiles({ name: "widow.txt", mimeType: "text/plain", buffer: Buffer.from(text) });
      await page.getByRole("button", { name: "Upload Skit" }).click();
      await page.waitForURL((url) => url.pathname === "/browse");
      await page.goto("/admin");
      await page.getByRole("button", { name: `Approve ${title}` }).waitFor();
      expect(admin.problems).toEqual([]);
    } finally {
      await admin.close();
    }
  });
});

describe("contact", () => {
  it("lets a visitor send the contact form, stores it and forwards it to the support inbox", async () => {
    const visitor = await openBrowser();
    const subject = `Easter skit ${unique()}`;
    try {
      const { page } = visitor;
      await page.goto("/contact");
      await page.getByLabel("Your name").fill("Phoebe Deacon");
      await page.getByRole("textbox", { name: "Email address", exact: true }).fill("phoebe@example.test");
      await page.getByLabel("Subject").fill(subject);
      await page
        .getByRole("textbox", { name: "Message", exact: true })
        .fill("Do you have an Easter skit for twelve children?");
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.getByText("Thank you! Your message has been sent.", { exact: false }).first().waitFor();
      expect(visitor.problems).toEqual([]);

      const outbox = path.join(dataDir(), "outbox");
      let forwarded: string | undefined;
      for (let attempt = 0; attempt < 50 && !forwarded; attempt++) {
        const names = await readdir(outbox).catch(() => [] as string[]);
        for (const name of names.filter((n) => n.endsWith(".eml"))) {
          const raw = await readFile(path.join(outbox, name), "utf8");
          if (raw.includes(subject)) forwarded = raw;
        }
        if (!forwarded) await new Promise((r) => setTimeout(r, 100));
      }
      expect(forwarded).toBeDefined();
      expect(forwarded).toMatch(/^To: support@scriptureskits\.test$/m);
    } finally {
      await visitor.close();
    }
  });
});
