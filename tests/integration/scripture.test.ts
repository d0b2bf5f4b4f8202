/**
 * The scripture check end to end: invalid references in a skit's scripture field and text are
 * flagged to its creator (skit page data) and to admins (the moderation queue), and never shown
 * to other readers.
 */
import { describe, expect, it } from "vitest";
import { getSkitPageExtras } from "../../src/features/performance/server/get-skit-page-extras.ts";
import { checkSkitReferences } from "../../src/features/scripture/check-skit-references.ts";
import * as pendingSkitsRoute from "../../src/pages/api/admin/skits/pending.ts";
import { getDb } from "../../src/server/db/client.ts";
import { createAdmin, createSkit, createUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";

const FLAWED = [
  "A KING'S PRAYER",
  "SCRIPTURE: Hezekiah 1:1",
  "CAST\nNARRATOR — tells the story\nKING — prays",
  "SCENE 1: THE TEMPLE",
  "NARRATOR: As John 22:1 says, and as 1 Samuel 17:47 promises, the battle is the Lord's.",
  "KING: I will pray, as Psalm 23 teaches.",
  "THE END",
].join("\n\n");

describe("the scripture check", () => {
  it("accepts John 3:16, 1 Samuel 17:1-50 and Psalm 23, and rejects John 22:1 and Hezekiah 1:1", () => {
    for (const ok of ["John 3:16", "1 Samuel 17:1-50", "Psalm 23"]) {
      expect(checkSkitReferences({ scripture: ok, content: "" }).ok, ok).toBe(true);
    }
    expect(checkSkitReferences({ scripture: "John 22:1" }).issues).toEqual([
      { where: "scripture", text: "John 22:1", label: "John 22:1", message: "John has 21 chapters." },
    ]);
    expect(checkSkitReferences({ scripture: "Hezekiah 1:1" }).issues[0]?.message).toBe(
      '"Hezekiah" is not a book of the Bible.',
    );
  });

  it("flags invalid references to admins in the moderation queue", async () => {
    const admin = await createAdmin();
    const flawed = await createSkit({ scripture: "John 22:1", content: FLAWED });
    const fine = await createSkit({ scripture: "1 Samuel 17:1-50" });
    const res = await callRoute(pendingSkitsRoute, "GET", { user: admin });
    expect(res.status).toBe(200);
    const rows = res.body as {
      id: number;
      referenceIssues?: { text: string; message: string }[];
      content?: string;
    }[];
    const row = rows.find((r) => r.id === flawed.id);
    expect(row?.referenceIssues).toEqual([
      { text: "John 22:1", message: "John has 21 chapters." },
      { text: "Hezekiah 1:1", message: '"Hezekiah" is not a book of the Bible.' },
    ]);
    expect(row && "content" in row).toBe(false);
    const fineRow = rows.find((r) => r.id === fine.id);
    expect(fineRow).toBeDefined();
    expect(fineRow && "referenceIssues" in fineRow).toBe(false);
  });

  it("shows the check to the creator and admins only", async () => {
    const creator = await createUser();
    const skit = await createSkit({
      creatorId: creator.id,
      status: "approved",
      scripture: "Psalm 23",
      content: FLAWED,
    });
    const db = await getDb();
    const own = await getSkitPageExtras({ db, viewer: creator, idOrUuid: skit.uuid });
    expect(own.scriptureCheck?.ok).toBe(false);
    expect(own.scriptureCheck?.issues.map((i) => i.label)).toEqual(["Hezekiah 1:1", "John 22:1"]);
    expect(own.scriptureCheck?.valid).toEqual(["Psalm 23", "1 Samuel 17:47"]);
    const admin = await getSkitPageExtras({ db, viewer: await createAdmin(), idOrUuid: skit.uuid });
    expect(admin.scriptureCheck?.issues).toHaveLength(2);
    const reader = await getSkitPageExtras({ db, viewer: await createUser(), idOrUuid: skit.uuid });
    expect(reader.scriptureCheck).toBeNull();
    expect((await getSkitPageExtras({ db, viewer: null, idOrUuid: skit.uuid })).scriptureCheck).toBeNull();
  });
});
