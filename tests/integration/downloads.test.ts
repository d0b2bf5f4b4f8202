import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordDownload } from "../../src/features/downloads/server/record-download.ts";
import * as downloadRoute from "../../src/pages/api/skits/[id]/download/[format].ts";
import * as recordRoute from "../../src/pages/api/skits/[id]/record-download.ts";
import { getDb } from "../../src/server/db/client.ts";
import { creditLedger, downloads } from "../../src/server/db/schema.ts";
import { createAdmin, createSkit, createUser, getSkitRow, reloadUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";

describe("GET /api/skits/{uuid}/download/{format}", () => {
  it("answers 401 JSON to a script and redirects a visitor's navigation to /api/login", async () => {
    const skit = await createSkit({ status: "approved" });
    const json = await callRoute(downloadRoute, "GET", {
      params: { id: skit.uuid, format: "pdf" },
      headers: { accept: "*/*", "sec-fetch-mode": "cors" },
    });
    expect(json.status).toBe(401);
    expect(json.body).toEqual({ message: "Authentication required: Please sign in to download skits" });
    const nav = await callRoute(downloadRoute, "GET", {
      params: { id: skit.uuid, format: "pdf" },
      headers: { accept: "text/html", "sec-fetch-mode": "navigate" },
    });
    expect(nav.status).toBe(302);
    expect(nav.response.headers.get("location")).toBe(
      `/api/login?next=${encodeURIComponent(`/skit/${skit.uuid}`)}`,
    );
  });

  it("serves an approved skit as PDF and Word with a file name made from the title", async () => {
    const user = await createUser();
    const skit = await createSkit({ status: "approved", title: "David & the Giant: A Skit!" });
    const pdf = await callRoute(downloadRoute, "GET", { user, params: { id: skit.uuid, format: "pdf" } });
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.response.headers.get("content-disposition")).toContain(
      'filename="david-the-giant-a-skit.pdf"',
    );
    const bytes = new Uint8Array(await pdf.response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const docx = await callRoute(downloadRoute, "GET", { user, params: { id: skit.uuid, format: "docx" } });
    expect(docx.status).toBe(200);
    const zip = new Uint8Array(await docx.response.arrayBuffer());
    expect([zip[0], zip[1]]).toEqual([0x50, 0x4b]);
  });

  it("refuses other formats with 400", async () => {
    const user = await createUser();
    const skit = await createSkit({ status: "approved" });
    for (const format of ["txt", "exe", "PDF"]) {
      const res = await callRoute(downloadRoute, "GET", { user, params: { id: skit.uuid, format } });
      expect(res.status).toBe(400);
    }
  });

  it("lets only the creator and admins download a pending skit (404 for others)", async () => {
    const creator = await createUser();
    const skit = await createSkit({ creatorId: creator.id });
    const other = await createUser();
    expect(
      (await callRoute(downloadRoute, "GET", { user: other, params: { id: skit.uuid, format: "pdf" } }))
        .status,
    ).toBe(404);
    expect(
      (await callRoute(downloadRoute, "GET", { user: creator, params: { id: skit.uuid, format: "pdf" } }))
        .status,
    ).toBe(200);
    expect(
      (
        await callRoute(downloadRoute, "GET", {
          user: await createAdmin(),
          params: { id: skit.uuid, format: "docx" },
        })
      ).status,
    ).toBe(200);
  });
});

describe("counting downloads and awarding credits", () => {
  it("awards the creator 2 credits once per downloader, and counts once per downloader per day", async () => {
    const creator = await createUser();
    const skit = await createSkit({ creatorId: creator.id, status: "approved" });
    const reader = await createUser();
    for (let i = 0; i < 3; i++) {
      const res = await callRoute(recordRoute, "POST", {
        user: reader,
        params: { id: skit.uuid },
        body: { format: "pdf" },
      });
      expect(res.status).toBe(200);
    }
    expect((await reloadUser(creator)).credits).toBe(7);
    expect((await getSkitRow(skit.id))?.downloadCount).toBe(1);
    const db = await getDb();
    const rows = await db.select().from(downloads).where(eq(downloads.skitId, skit.id));
    expect(rows).toHaveLength(3);

    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const next = await recordDownload({
      db,
      userId: reader.id,
      skit: (await getSkitRow(skit.id))!,
      format: "docx",
      now: tomorrow,
    });
    expect(next).toMatchObject({ counted: true, creditsAwarded: 0, downloadCount: 2 });
    expect((await reloadUser(creator)).credits).toBe(7);

    const second = await createUser();
    await callRoute(recordRoute, "POST", {
      user: second,
      params: { id: skit.uuid },
      body: { format: "docx" },
    });
    expect((await reloadUser(creator)).credits).toBe(9);
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, creator.id));
    expect(ledger.map((l) => l.delta)).toEqual([2, 2]);
  });

  it("does not award credits for the creator's own downloads or for unapproved skits", async () => {
    const creator = await createUser();
    const approved = await createSkit({ creatorId: creator.id, status: "approved" });
    const pending = await createSkit({ creatorId: creator.id });
    await callRoute(recordRoute, "POST", {
      user: creator,
      params: { id: approved.uuid },
      body: { format: "pdf" },
    });
    await callRoute(recordRoute, "POST", {
      user: creator,
      params: { id: pending.uuid },
      body: { format: "pdf" },
    });
    await callRoute(recordRoute, "POST", {
      user: await createAdmin(),
      params: { id: pending.uuid },
      body: { format: "pdf" },
    });
    expect((await reloadUser(creator)).credits).toBe(5);
  });

  it("grants once under concurrent calls", async () => {
    const creator = await createUser();
    const skit = await createSkit({ creatorId: creator.id, status: "approved" });
    const reader = await createUser();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        callRoute(recordRoute, "POST", { user: reader, params: { id: skit.uuid }, body: { format: "pdf" } }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await reloadUser(creator)).credits).toBe(7);
    expect((await getSkitRow(skit.id))?.downloadCount).toBe(1);
  });

  it("the download itself records the download", async () => {
    const creator = await createUser();
    const skit = await createSkit({ creatorId: creator.id, status: "approved" });
    const reader = await createUser();
    await callRoute(downloadRoute, "GET", { user: reader, params: { id: skit.uuid, format: "pdf" } });
    expect((await getSkitRow(skit.id))?.downloadCount).toBe(1);
    expect((await reloadUser(creator)).credits).toBe(7);
  });

  it("validates the record-download body and needs sign-in", async () => {
    const skit = await createSkit({ status: "approved" });
    expect(
      (await callRoute(recordRoute, "POST", { params: { id: skit.uuid }, body: { format: "pdf" } })).status,
    ).toBe(401);
    const bad = await callRoute(recordRoute, "POST", {
      user: await createUser(),
      params: { id: skit.uuid },
      body: { format: "rtf" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: "Format must be pdf, docx or fountain" });
  });
});
