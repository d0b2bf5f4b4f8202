import { beforeEach, describe, expect, it } from "vitest";
import { setGeneratorForTests } from "../../src/features/generation/index.ts";
import * as approveRoute from "../../src/pages/api/admin/skits/[id]/approve.ts";
import * as rejectRoute from "../../src/pages/api/admin/skits/[id]/reject.ts";
import * as editRoute from "../../src/pages/api/skits/[id]/edit.ts";
import * as skitRoute from "../../src/pages/api/skits/[id]/index.ts";
import * as createRoute from "../../src/pages/api/skits/create.ts";
import { createAdmin, createSkit, createUser, getSkitRow, reloadUser, skitForm } from "../factories/index.ts";
import { failingGenerator, scriptedGenerator } from "../helpers/generators.ts";
import { callRoute } from "../helpers/http.ts";

beforeEach(() => {
  setGeneratorForTests(scriptedGenerator());
});

describe("POST /api/skits/create", () => {
  it("answers 401 to a visitor", async () => {
    const res = await callRoute(createRoute, "POST", { body: skitForm() });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: expect.stringContaining("sign in") });
  });

  it("validates with the spec's messages", async () => {
    const user = await createUser();
    const res = await callRoute(createRoute, "POST", {
      user,
      body: { ...skitForm(), topic: "ab", speakingParts: 0, nonSpeakingParts: 21, length: "" },
    });
    expect(res.status).toBe(400);
    const errors = (res.body as { errors: Record<string, string[]> }).errors;
    expect(errors.topic).toContain("Topic is required and must be at least 3 characters");
    expect(errors.speakingParts).toContain("At least 1 speaking part is required");
    expect(errors.nonSpeakingParts).toContain("Maximum 20 non-speaking parts");
    expect(errors.length).toContain("Length is required");
    const tooMany = await callRoute(createRoute, "POST", {
      user,
      body: { ...skitForm(), speakingParts: 21, nonSpeakingParts: -1 },
    });
    expect((tooMany.body as { errors: Record<string, string[]> }).errors).toMatchObject({
      speakingParts: ["Maximum 20 speaking parts"],
      nonSpeakingParts: ["Cannot be negative"],
    });
    expect((await reloadUser(user)).credits).toBe(5);
  });

  it("stores a pending skit owned by the user and spends one credit", async () => {
    const user = await createUser();
    const res = await callRoute(createRoute, "POST", { user, body: skitForm({ topic: "Jonah" }) });
    expect(res.status).toBe(201);
    const skit = res.body as {
      uuid: string;
      id: number;
      status: string;
      isApproved: boolean;
      creatorId: number;
      editsRemaining: number;
      isPreview: boolean;
    };
    expect(skit.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(skit).toMatchObject({
      status: "pending",
      isApproved: false,
      creatorId: user.id,
      editsRemaining: 2,
      isPreview: false,
    });
    expect((await reloadUser(user)).credits).toBe(4);
  });

  it("refuses a user with no credits, without calling the generator", async () => {
    const generator = scriptedGenerator();
    setGeneratorForTests(generator);
    const user = await createUser({ credits: 0 });
    const res = await callRoute(createRoute, "POST", { user, body: skitForm() });
    expect(res.status).toBe(403);
    expect((res.body as { message: string }).message).toMatch(/no credits/i);
    expect(generator.calls).toBe(0);
  });

  it("lets lifetime creators and admins create with zero credits", async () => {
    for (const user of [
      await createUser({ credits: 0, isLifetimeCreator: true }),
      await createAdmin({ credits: 0 }),
    ]) {
      const res = await callRoute(createRoute, "POST", { user, body: skitForm() });
      expect(res.status).toBe(201);
      expect((await reloadUser(user)).credits).toBe(0);
    }
  });

  it("spends nothing when generation fails, and answers 502 with a clear message", async () => {
    setGeneratorForTests(failingGenerator);
    const user = await createUser();
    const res = await callRoute(createRoute, "POST", { user, body: skitForm() });
    expect(res.status).toBe(502);
    expect((res.body as { message: string }).message).toMatch(/try again/i);
    expect((await reloadUser(user)).credits).toBe(5);
  });

  it("never overdraws when several creates race with one credit left", async () => {
    setGeneratorForTests(scriptedGenerator(20));
    const user = await createUser({ credits: 1 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => callRoute(createRoute, "POST", { user, body: skitForm() })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(4);
    expect((await reloadUser(user)).credits).toBe(0);
  });

  it("streams progress events and ends with the stored skit", async () => {
    const user = await createUser();
    const res = await callRoute(createRoute, "POST", {
      user,
      body: skitForm(),
      headers: { accept: "text/event-stream" },
    });
    expect(res.response.headers.get("content-type")).toContain("text/event-stream");
    const text = res.body as string;
    expect(text).toContain("event: progress");
    const done = text.split("\n\n").find((block) => block.startsWith("event: done"));
    expect(done).toBeDefined();
    const skit = JSON.parse(done!.split("data: ")[1]!) as { uuid: string; status: string };
    expect(skit.status).toBe("pending");
  });
});

describe("GET /api/skits/{id} visibility", () => {
  it("hides a pending skit from visitors and other users but shows it to its creator and admins", async () => {
    const creator = await createUser();
    const other = await createUser();
    const admin = await createAdmin();
    const skit = await createSkit({ creatorId: creator.id, status: "pending" });
    for (const [user, status] of [
      [null, 404],
      [other, 404],
      [creator, 200],
      [admin, 200],
    ] as const) {
      const res = await callRoute(skitRoute, "GET", { params: { id: skit.uuid }, user });
      expect(res.status, `viewer ${user?.id ?? "visitor"}`).toBe(status);
    }
    const byNumericId = await callRoute(skitRoute, "GET", { params: { id: String(skit.id) }, user: creator });
    expect(byNumericId.status).toBe(200);
  });

  it("gives everyone but the creator and admins only the 3-paragraph preview", async () => {
    const creator = await createUser();
    const skit = await createSkit({ creatorId: creator.id, status: "approved" });
    const visitor = await callRoute(skitRoute, "GET", { params: { id: skit.uuid } });
    const body = visitor.body as { content: string; isPreview: boolean; hasMore: boolean };
    expect(body.isPreview).toBe(true);
    expect(body.hasMore).toBe(true);
    expect(body.content.split("\n\n")).toHaveLength(3);
    expect(body.content).not.toContain("Goliath falls");
    const own = await callRoute(skitRoute, "GET", { params: { id: skit.uuid }, user: creator });
    expect((own.body as { content: string }).content).toContain("Goliath falls");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "999999", "not-an-id"]) {
      const res = await callRoute(skitRoute, "GET", { params: { id } });
      expect(res.status).toBe(404);
      expect((res.body as { message: string }).message).toBe(
        "This skit could not be found or you don't have permission to view it.",
      );
    }
  });
});

describe("PUT /api/skits/{id}/edit", () => {
  it("lets the creator edit twice, then refuses; each edit spends a credit", async () => {
    const creator = await createUser();
    const skit = await createSkit({ creatorId: creator.id });
    const first = await callRoute(editRoute, "PUT", {
      user: creator,
      params: { id: skit.uuid },
      body: skitForm({ topic: "Jonah runs away" }),
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ editsRemaining: 1, topic: "Jonah runs away", uuid: skit.uuid });
    const second = await callRoute(editRoute, "PUT", {
      user: creator,
      params: { id: skit.uuid },
      body: skitForm(),
    });
    expect(second.body).toMatchObject({ editsRemaining: 0 });
    const third = await callRoute(editRoute, "PUT", {
      user: creator,
      params: { id: skit.uuid },
      body: skitForm(),
    });
    expect(third.status).toBe(403);
    expect((third.body as { message: string }).message).toMatch(/no edits left/);
    expect((await reloadUser(creator)).credits).toBe(3);
  });

  it("refuses other users, visitors, and approved skits", async () => {
    const creator = await createUser();
    const pending = await createSkit({ creatorId: creator.id });
    const approved = await createSkit({ creatorId: creator.id, status: "approved" });
    expect(
      (await callRoute(editRoute, "PUT", { params: { id: pending.uuid }, body: skitForm() })).status,
    ).toBe(401);
    const other = await createUser();
    expect(
      (await callRoute(editRoute, "PUT", { user: other, params: { id: pending.uuid }, body: skitForm() }))
        .status,
    ).toBe(404);
    const otherOnApproved = await callRoute(editRoute, "PUT", {
      user: other,
      params: { id: approved.uuid },
      body: skitForm(),
    });
    expect(otherOnApproved.status).toBe(403);
    const ownApproved = await callRoute(editRoute, "PUT", {
      user: creator,
      params: { id: approved.uuid },
      body: skitForm(),
    });
    expect(ownApproved.status).toBe(403);
    expect((ownApproved.body as { message: string }).message).toMatch(/approved/);
  });

  it("lets an admin edit a pending skit of someone else", async () => {
    const creator = await createUser();
    const admin = await createAdmin();
    const skit = await createSkit({ creatorId: creator.id });
    const res = await callRoute(editRoute, "PUT", {
      user: admin,
      params: { id: skit.uuid },
      body: skitForm(),
    });
    expect(res.status).toBe(200);
  });

  it("does not use the edit or the credit when generation fails", async () => {
    setGeneratorForTests(failingGenerator);
    const creator = await createUser();
    const skit = await createSkit({ creatorId: creator.id });
    const res = await callRoute(editRoute, "PUT", {
      user: creator,
      params: { id: skit.uuid },
      body: skitForm(),
    });
    expect(res.status).toBe(502);
    expect((await getSkitRow(skit.id))?.editsRemaining).toBe(2);
    expect((await reloadUser(creator)).credits).toBe(5);
  });

  it("two concurrent edits cannot both use the last edit", async () => {
    setGeneratorForTests(scriptedGenerator(20));
    const creator = await createUser();
    const skit = await createSkit({ creatorId: creator.id, editsRemaining: 1 });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        callRoute(editRoute, "PUT", { user: creator, params: { id: skit.uuid }, body: skitForm() }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await getSkitRow(skit.id))?.editsRemaining).toBe(0);
    expect((await reloadUser(creator)).credits).toBe(4);
  });
});

describe("DELETE /api/skits/{id}", () => {
  it("lets the creator and admins delete, and nobody else", async () => {
    const creator = await createUser();
    const other = await createUser();
    const admin = await createAdmin();
    const a = await createSkit({ creatorId: creator.id, status: "approved" });
    expect((await callRoute(skitRoute, "DELETE", { params: { id: a.uuid } })).status).toBe(401);
    expect((await callRoute(skitRoute, "DELETE", { user: other, params: { id: a.uuid } })).status).toBe(403);
    expect((await callRoute(skitRoute, "DELETE", { user: creator, params: { id: a.uuid } })).status).toBe(
      200,
    );
    expect(await getSkitRow(a.id)).toBeUndefined();
    const b = await createSkit({ creatorId: creator.id });
    expect((await callRoute(skitRoute, "DELETE", { user: admin, params: { id: b.uuid } })).status).toBe(200);
    expect(await getSkitRow(b.id)).toBeUndefined();
  });
});

describe("moderation", () => {
  it("approve makes a skit public; reject keeps it, out of the library, with a reason for its creator", async () => {
    const creator = await createUser();
    const admin = await createAdmin();
    const user = await createUser();
    const skit = await createSkit({ creatorId: creator.id });
    expect((await callRoute(approveRoute, "POST", { user, params: { id: skit.uuid } })).status).toBe(403);
    expect((await callRoute(approveRoute, "POST", { params: { id: skit.uuid } })).status).toBe(401);
    expect((await callRoute(approveRoute, "POST", { user: admin, params: { id: skit.uuid } })).status).toBe(
      200,
    );
    expect((await callRoute(skitRoute, "GET", { params: { id: skit.uuid } })).status).toBe(200);

    const other = await createSkit({ creatorId: creator.id });
    const rejected = await callRoute(rejectRoute, "POST", {
      user: admin,
      params: { id: other.uuid },
      body: { reason: "Please check the scripture reference." },
    });
    expect(rejected.status).toBe(200);
    expect((await callRoute(skitRoute, "GET", { params: { id: other.uuid } })).status).toBe(404);
    const own = await callRoute(skitRoute, "GET", { user: creator, params: { id: other.uuid } });
    expect(own.body).toMatchObject({
      status: "rejected",
      rejectionReason: "Please check the scripture reference.",
    });
  });
});
