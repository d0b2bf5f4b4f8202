/**
 * Remix: a new skit from an approved one, spending a credit; the attribution; the original's
 * creator earns one credit when the remix is approved (once, never for their own remix).
 * Also the licence on create and edit.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { setGeneratorForTests } from "../../src/features/generation/index.ts";
import { getRemixOrigin } from "../../src/features/remix/server/get-remix-origin.ts";
import * as approveRoute from "../../src/pages/api/admin/skits/[id]/approve.ts";
import * as rejectRoute from "../../src/pages/api/admin/skits/[id]/reject.ts";
import * as editRoute from "../../src/pages/api/skits/[id]/edit.ts";
import * as remixRoute from "../../src/pages/api/skits/[id]/remix.ts";
import * as createRoute from "../../src/pages/api/skits/create.ts";
import { getDb } from "../../src/server/db/client.ts";
import { creditLedger, skits } from "../../src/server/db/schema.ts";
import { createAdmin, createSkit, createUser, getSkitRow, reloadUser, skitForm } from "../factories/index.ts";
import { scriptedGenerator } from "../helpers/generators.ts";
import { callRoute } from "../helpers/http.ts";

beforeEach(() => {
  setGeneratorForTests(scriptedGenerator());
});

async function original(creatorId: number, overrides: Parameters<typeof createSkit>[0] = {}) {
  return createSkit({
    creatorId,
    status: "approved",
    title: "David and the Giant",
    topic: "David and Goliath",
    scripture: "1 Samuel 17",
    speakingParts: 3,
    nonSpeakingParts: 1,
    length: "short",
    language: "english",
    ageGroup: "children",
    ...overrides,
  });
}

/** The remix form: the original's choices with a different cast size unless overridden. */
const remixForm = (overrides: Parameters<typeof skitForm>[0] = {}) =>
  skitForm({
    speakingParts: 5,
    nonSpeakingParts: 1,
    length: "short",
    language: "english",
    ageGroup: "children",
    ...overrides,
  });

describe("POST /api/skits/{id}/remix", () => {
  it("writes a pending remix that credits the original and spends one credit", async () => {
    const author = await createUser({ firstName: "Ruth", lastName: "Writer" });
    const source = await original(author.id);
    const remixer = await createUser();
    const res = await callRoute(remixRoute, "POST", {
      user: remixer,
      params: { id: source.uuid },
      body: remixForm(),
    });
    expect(res.status).toBe(201);
    const remix = res.body as {
      id: number;
      uuid: string;
      status: string;
      creatorId: number;
      speakingParts: number;
    };
    expect(remix).toMatchObject({ status: "pending", creatorId: remixer.id, speakingParts: 5 });
    const row = await getSkitRow(remix.id);
    expect(row?.remixedFromId).toBe(source.id);
    expect(row?.license).toBe("cc-by-nc-4.0");
    expect((await reloadUser(remixer)).credits).toBe(4);
    const spends = await (await getDb())
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, remixer.id));
    expect(spends.map((l) => [l.reason, l.delta, l.skitId])).toContainEqual(["remix", -1, remix.id]);
    expect(await getRemixOrigin(await getDb(), row?.remixedFromId ?? null)).toEqual({
      uuid: source.uuid,
      title: "David and the Giant",
      creatorName: "Ruth Writer",
    });
  });

  it("needs a change of cast size, age group, language or length", async () => {
    const source = await original((await createUser()).id);
    const remixer = await createUser();
    const same = await callRoute(remixRoute, "POST", {
      user: remixer,
      params: { id: source.uuid },
      body: remixForm({ speakingParts: 3 }),
    });
    expect(same.status).toBe(422);
    expect(same.body).toMatchObject({
      message: "A remix changes the cast size, age group, language or length. Change at least one of them.",
    });
    expect((await reloadUser(remixer)).credits).toBe(5);
    for (const change of [
      { ageGroup: "teenage" },
      { language: "spanish" },
      { length: "long" },
      { nonSpeakingParts: 0 },
    ] as const) {
      const res = await callRoute(remixRoute, "POST", {
        user: remixer,
        params: { id: source.uuid },
        body: remixForm({ speakingParts: 3, ...change }),
      });
      expect(res.status, JSON.stringify(change)).toBe(201);
    }
  });

  it("refuses visitors, skits that are not in the library, and users without credits", async () => {
    const source = await original((await createUser()).id);
    expect(
      (await callRoute(remixRoute, "POST", { params: { id: source.uuid }, body: remixForm() })).status,
    ).toBe(401);
    const pending = await original((await createUser()).id, { status: "pending" });
    const user = await createUser();
    const notPublished = await callRoute(remixRoute, "POST", {
      user,
      params: { id: pending.uuid },
      body: remixForm(),
    });
    expect(notPublished.status).toBe(404);
    expect(notPublished.body).toEqual({ message: "Only skits published in the library can be remixed." });
    const broke = await createUser({ credits: 0 });
    const noCredits = await callRoute(remixRoute, "POST", {
      user: broke,
      params: { id: source.uuid },
      body: remixForm(),
    });
    expect(noCredits.status).toBe(403);
    expect((await reloadUser(broke)).credits).toBe(0);
  });
});

describe("the remix credit", () => {
  it("gives the original's creator 1 credit when the remix is approved, once per remix", async () => {
    const author = await createUser();
    const source = await original(author.id);
    const remixer = await createUser();
    const admin = await createAdmin();
    const first = (
      await callRoute(remixRoute, "POST", { user: remixer, params: { id: source.uuid }, body: remixForm() })
    ).body as { uuid: string; id: number };
    const second = (
      await callRoute(remixRoute, "POST", {
        user: remixer,
        params: { id: source.uuid },
        body: remixForm({ length: "long" }),
      })
    ).body as { uuid: string; id: number };
    expect((await reloadUser(author)).credits).toBe(5);

    expect((await callRoute(approveRoute, "POST", { user: admin, params: { id: first.uuid } })).status).toBe(
      200,
    );
    expect((await reloadUser(author)).credits).toBe(6);
    // Approving again, or rejecting and approving again, earns nothing more.
    await callRoute(approveRoute, "POST", { user: admin, params: { id: first.uuid } });
    await callRoute(rejectRoute, "POST", {
      user: admin,
      params: { id: first.uuid },
      body: { reason: "typo" },
    });
    await callRoute(approveRoute, "POST", { user: admin, params: { id: first.uuid } });
    expect((await reloadUser(author)).credits).toBe(6);
    // A second remix is a second credit.
    await callRoute(approveRoute, "POST", { user: admin, params: { id: second.uuid } });
    expect((await reloadUser(author)).credits).toBe(7);
    const grants = await (await getDb())
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, author.id));
    expect(
      grants
        .filter((g) => g.reason === "remix")
        .map((g) => g.idempotencyKey)
        .sort(),
    ).toEqual([`remix:${first.id}`, `remix:${second.id}`].sort());
    // The remixer earns nothing for their own remix's approval.
    expect((await reloadUser(remixer)).credits).toBe(3);
  });

  it("earns nothing when you remix your own skit, or when the original has no creator", async () => {
    const author = await createUser();
    const source = await original(author.id);
    const admin = await createAdmin();
    const own = (
      await callRoute(remixRoute, "POST", { user: author, params: { id: source.uuid }, body: remixForm() })
    ).body as { uuid: string };
    expect((await reloadUser(author)).credits).toBe(4);
    await callRoute(approveRoute, "POST", { user: admin, params: { id: own.uuid } });
    expect((await reloadUser(author)).credits).toBe(4);

    const orphan = await original(author.id);
    const remixer = await createUser();
    const remix = (
      await callRoute(remixRoute, "POST", { user: remixer, params: { id: orphan.uuid }, body: remixForm() })
    ).body as { uuid: string };
    await (await getDb()).update(skits).set({ creatorId: null }).where(eq(skits.id, orphan.id));
    expect((await callRoute(approveRoute, "POST", { user: admin, params: { id: remix.uuid } })).status).toBe(
      200,
    );
    expect((await reloadUser(author)).credits).toBe(4);
  });
});

describe("licences on create and edit", () => {
  it("stores the chosen licence, defaults to CC BY-NC 4.0 and keeps it when an edit sends none", async () => {
    const user = await createUser();
    const chosen = await callRoute(createRoute, "POST", {
      user,
      body: { ...skitForm(), license: "cc-by-4.0" },
    });
    expect(chosen.status).toBe(201);
    const chosenSkit = chosen.body as { id: number; uuid: string; license: string };
    expect(chosenSkit.license).toBe("cc-by-4.0");
    const plain = await callRoute(createRoute, "POST", { user, body: skitForm() });
    expect((plain.body as { license: string }).license).toBe("cc-by-nc-4.0");
    const bad = await callRoute(createRoute, "POST", {
      user,
      body: { ...skitForm(), license: "public-domain" },
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: Record<string, string[]> }).errors.license).toEqual([
      "Choose a licence from the list",
    ]);

    const kept = await callRoute(editRoute, "PUT", {
      user,
      params: { id: chosenSkit.uuid },
      body: skitForm({ topic: "Jonah" }),
    });
    expect(kept.status).toBe(200);
    expect((await getSkitRow(chosenSkit.id))?.license).toBe("cc-by-4.0");
    await callRoute(editRoute, "PUT", {
      user,
      params: { id: chosenSkit.uuid },
      body: { ...skitForm(), license: "all-rights-reserved" },
    });
    expect((await getSkitRow(chosenSkit.id))?.license).toBe("all-rights-reserved");
  });
});
