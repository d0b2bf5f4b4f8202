/**
 * The authorization matrix: ONE table of every API route (every exported method
 * of every file under src/pages/api and src/pages/uploads) × role — visitor,
 * user (signed in, no relation to the data), creator (owns the skit), other (a
 * signed-in user who owns a different skit) and admin — with the status each
 * must get. Each cell runs in-process against fresh data (its own skits,
 * review, category, message), so cells cannot affect each other.
 *
 * A route file that appears without a row fails the "covers every route" test,
 * so a new endpoint cannot ship without deciding who may call it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "../helpers/http.ts";
import {
  EXEMPT,
  type Expected,
  fixture,
  MATRIX,
  METHODS,
  modules,
  prepareMatrix,
  ROLES,
  routeName,
  users,
} from "./security-routes.ts";

beforeAll(prepareMatrix);

const allowed = (expected: Expected): readonly number[] =>
  typeof expected === "number" ? [expected] : expected;

describe("authorization matrix", () => {
  it("covers every exported method of every API route", async () => {
    const missing: string[] = [];
    for (const [file, load] of Object.entries(modules)) {
      const mod = await load();
      for (const method of METHODS) {
        if (typeof mod[method] !== "function") continue;
        const key = `${routeName(file)} ${method}`;
        if (EXEMPT.has(key)) continue;
        if (!MATRIX.some((row) => row.route === routeName(file) && row.method === method)) missing.push(key);
      }
    }
    expect(missing, "routes without a row in the authorization matrix").toEqual([]);
    const unknown = MATRIX.filter((row) => !modules[`../../src/pages/${row.route}`]).map((row) => row.route);
    expect(unknown, "rows naming route files that do not exist").toEqual([]);
  });

  for (const row of MATRIX) {
    const name = `${row.method} /${row.route.replace(/(\/index)?\.ts$/, "")}${row.label ? ` (${row.label})` : ""}`;
    it(name, async () => {
      const load = modules[`../../src/pages/${row.route}`];
      if (!load) throw new Error(`no route file ${row.route}`);
      const mod = await load();
      const failures: string[] = [];
      for (const role of ROLES) {
        const f = await fixture(role);
        const options = row.call?.(f) ?? {};
        const user = role === "visitor" ? null : users[role];
        await row.prepare?.(f, user);
        const res = await callRoute(mod as never, row.method as never, { ...options, user });
        const expected = allowed(row.expect[role]);
        if (!expected.includes(res.status)) {
          const detail =
            typeof res.body === "string" ? res.body.slice(0, 120) : JSON.stringify(res.body).slice(0, 160);
          failures.push(`${role}: expected ${expected.join(" or ")}, got ${res.status} ${detail}`);
        }
        if (res.status >= 500) failures.push(`${role}: server error ${res.status}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
