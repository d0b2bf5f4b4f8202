import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as categoryRoute from "../../src/pages/api/admin/categories/[id].ts";
import * as categoriesRoute from "../../src/pages/api/admin/categories/index.ts";
import * as skitCategoryRoute from "../../src/pages/api/admin/skits/[id]/categories/[categoryId].ts";
import * as skitRoute from "../../src/pages/api/skits/[id]/index.ts";
import type { SessionUser } from "../../src/server/auth/current-user.ts";
import { getDb } from "../../src/server/db/client.ts";
import { auditLog, skitCategories } from "../../src/server/db/schema.ts";
import { createAdmin, createSkit, createUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";

type Body = {
  message: string;
  errors?: Record<string, string[]>;
  category?: { id: number; name: string; color: string; description: string | null };
};

let admin: SessionUser;

beforeAll(async () => {
  admin = await createAdmin();
});

const create = (body: unknown) => callRoute(categoriesRoute, "POST", { user: admin, body });

describe("category validation", () => {
  it("uses the spec's messages for name and colour", async () => {
    const missing = await create({ color: "#112233" });
    expect(missing.status).toBe(400);
    expect((missing.body as Body).errors?.name).toEqual(["Category name is required"]);
    const blank = await create({ name: "   " });
    expect((blank.body as Body).errors?.name).toEqual(["Category name is required"]);
    const long = await create({ name: "x".repeat(101) });
    expect((long.body as Body).errors?.name).toEqual(["Name must be 100 characters or less"]);
    for (const color of ["blue", "#12345", "#GGGGGG", "123456", "#1234567"]) {
      const bad = await create({ name: `Colour ${color}`, color });
      expect(bad.status, color).toBe(400);
      expect((bad.body as Body).errors?.color, color).toEqual(["Must be a valid hex color"]);
    }
    const exactly100 = await create({ name: "y".repeat(100) });
    expect(exactly100.status).toBe(201);
  });

  it("defaults the colour to #3B82F6, trims, and stores an empty description as none", async () => {
    const res = await create({ name: "  Prophets  ", description: "" });
    expect(res.status).toBe(201);
    expect((res.body as Body).message).toBe("Category created successfully");
    expect((res.body as Body).category).toMatchObject({
      name: "Prophets",
      color: "#3B82F6",
      description: null,
    });
  });

  it("refuses a duplicate name in any letter case with 409 and a clear message", async () => {
    expect((await create({ name: "Psalms" })).status).toBe(201);
    const dup = await create({ name: "psalms" });
    expect(dup.status).toBe(409);
    expect((dup.body as Body).message).toBe(
      'A category named "psalms" already exists. Choose a different name.',
    );

    const other = (await create({ name: "Proverbs" })).body as Body;
    const rename = await callRoute(categoryRoute, "PUT", {
      user: admin,
      params: { id: String(other.category!.id) },
      body: { name: "PSALMS" },
    });
    expect(rename.status).toBe(409);
    // Keeping its own name (in another case) is fine.
    const same = await callRoute(categoryRoute, "PUT", {
      user: admin,
      params: { id: String(other.category!.id) },
      body: { name: "proverbs", description: "Wisdom sayings", color: "#abcdef" },
    });
    expect(same.status).toBe(200);
    expect((same.body as Body).message).toBe("Category updated successfully");
    expect((same.body as Body).category).toMatchObject({
      name: "proverbs",
      description: "Wisdom sayings",
      color: "#ABCDEF",
    });
  });

  it("answers 404 for a category that does not exist", async () => {
    expect(
      (
        await callRoute(categoryRoute, "PUT", {
          user: admin,
          params: { id: "999999" },
          body: { name: "Nope" },
        })
      ).status,
    ).toBe(404);
    expect((await callRoute(categoryRoute, "DELETE", { user: admin, params: { id: "999999" } })).status).toBe(
      404,
    );
  });
});

describe("assigning categories and deleting them", () => {
  it("adds and removes a category on a skit, and deleting the category removes it from every skit", async () => {
    const creator = await createUser();
    const skitA = await createSkit({ creatorId: creator.id, status: "approved" });
    const skitB = await createSkit({ creatorId: creator.id, status: "approved" });
    const category = ((await create({ name: "Judges", color: "#aa0000" })).body as Body).category!;
    const keep = ((await create({ name: "Kings" })).body as Body).category!;

    const add = await callRoute(skitCategoryRoute, "POST", {
      user: admin,
      params: { id: String(skitA.id), categoryId: String(category.id) },
    });
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({
      message: "Category added to skit",
      changed: true,
      categories: [{ id: category.id, name: "Judges", color: "#AA0000" }],
    });
    const twice = await callRoute(skitCategoryRoute, "POST", {
      user: admin,
      params: { id: skitA.uuid, categoryId: String(category.id) },
    });
    expect(twice.body).toMatchObject({ changed: false });
    await callRoute(skitCategoryRoute, "POST", {
      user: admin,
      params: { id: String(skitB.id), categoryId: String(category.id) },
    });
    await callRoute(skitCategoryRoute, "POST", {
      user: admin,
      params: { id: String(skitB.id), categoryId: String(keep.id) },
    });

    // Readers see the category on the skit.
    const view = (await callRoute(skitRoute, "GET", { params: { id: skitA.uuid } })).body as {
      categories: { id: number }[];
    };
    expect(view.categories.map((c) => c.id)).toEqual([category.id]);

    const list = (await callRoute(categoriesRoute, "GET", { user: admin })).body as {
      id: number;
      skitCount: number;
    }[];
    expect(list.find((c) => c.id === category.id)?.skitCount).toBe(2);

    const removed = await callRoute(skitCategoryRoute, "DELETE", {
      user: admin,
      params: { id: String(skitA.id), categoryId: String(category.id) },
    });
    expect(removed.body).toMatchObject({
      message: "Category removed from skit",
      changed: true,
      categories: [],
    });

    const deleted = await callRoute(categoryRoute, "DELETE", {
      user: admin,
      params: { id: String(category.id) },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      message: "Category deleted successfully",
      name: "Judges",
      removedFromSkits: 1,
    });

    const db = await getDb();
    const links = await db.select().from(skitCategories).where(eq(skitCategories.skitId, skitB.id));
    expect(links.map((l) => l.categoryId)).toEqual([keep.id]);
    const viewB = (await callRoute(skitRoute, "GET", { params: { id: skitB.uuid } })).body as {
      categories: { id: number }[];
    };
    expect(viewB.categories.map((c) => c.id)).toEqual([keep.id]);

    const audit = await db.select().from(auditLog).where(eq(auditLog.targetType, "category"));
    expect(audit.map((a) => a.action)).toContain("category.delete");
    const skitAudit = (
      await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(skitA.id)))
    ).filter((a) => a.targetType === "skit");
    expect(skitAudit.map((a) => a.action).sort()).toEqual(["skit.category.add", "skit.category.remove"]);
  });

  it("answers 404 for an unknown skit or category", async () => {
    const skit = await createSkit({ status: "approved" });
    expect(
      (await callRoute(skitCategoryRoute, "POST", { user: admin, params: { id: "999999", categoryId: "1" } }))
        .status,
    ).toBe(404);
    expect(
      (
        await callRoute(skitCategoryRoute, "POST", {
          user: admin,
          params: { id: String(skit.id), categoryId: "999999" },
        })
      ).status,
    ).toBe(404);
  });
});
