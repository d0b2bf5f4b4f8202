/**
 * Oversized and malformed bodies on every write route of the authorization
 * matrix (security-routes.ts), sent by a caller the route accepts: a JSON route
 * answers 413 to more than 256 KB and 400 to broken or wrongly shaped JSON; a
 * multipart route answers 400/413/415; nothing ever answers 500.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type CallOptions, callRoute } from "../helpers/http.ts";
import { fixture, MATRIX, modules, prepareMatrix, type Role, type Row, users } from "./security-routes.ts";

beforeAll(prepareMatrix);

const WRITES = new Set(["POST", "PUT", "DELETE", "PATCH"]);
/** One row per route and method: the first, which the table lists as the main case. */
const rows: Row[] = [];
for (const row of MATRIX) {
  if (!WRITES.has(row.method)) continue;
  if (rows.some((r) => r.route === row.route && r.method === row.method)) continue;
  rows.push(row);
}

/** A role the row lets through (a 2xx expectation), preferring admin. */
function callerFor(row: Row): Role {
  const ok = (role: Role) => [row.expect[role]].flat().some((s) => s >= 200 && s < 300);
  return (["admin", "user", "creator", "other", "visitor"] as const).find(ok) ?? "admin";
}

const big = JSON.stringify({ padding: "x".repeat(300 * 1024) });
const JSON_CASES: { name: string; rawBody: string; expected: number[] }[] = [
  { name: "a body over 256 KB", rawBody: big, expected: [413] },
  { name: "broken JSON", rawBody: '{"title": "unterminated', expected: [400] },
  { name: "a JSON array", rawBody: "[1, 2, 3]", expected: [400] },
  { name: "a JSON string", rawBody: '"hello"', expected: [400] },
  { name: "JSON null", rawBody: "null", expected: [400] },
];

/** The same body with a NUL character in every string (nested too). */
function withNul(value: unknown): unknown {
  if (typeof value === "string") return `${value}\u0000' OR '1'='1`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNul(v)]));
  }
  return value;
}

function multipartGarbage(): CallOptions {
  return {
    rawBody: "--x\r\nContent-Disposition: form-data; name=\r\n\r\nnot a real part",
    headers: { "content-type": "multipart/form-data; boundary=x" },
  };
}

describe("oversized and malformed bodies", () => {
  it("has write routes to test", () => {
    expect(rows.length).toBeGreaterThan(30);
  });

  for (const row of rows) {
    it(`${row.method} /${row.route.replace(/(\/index)?\.ts$/, "")}`, async () => {
      const mod = await modules[`../../src/pages/${row.route}`]!();
      const role = callerFor(row);
      const user = role === "visitor" ? null : users[role];
      const f = await fixture(role);
      await row.prepare?.(f, user);
      const base = row.call?.(f) ?? {};
      const takesJson = base.body !== undefined;
      const takesMultipart = base.rawBody instanceof FormData;
      const { body: _body, rawBody: _raw, ...rest } = base;
      const failures: string[] = [];
      const send = async (name: string, options: CallOptions, expected: number[] | null) => {
        const res = await callRoute(mod as never, row.method as never, { ...rest, ...options, user });
        if (res.status >= 500) failures.push(`${name}: ${res.status}`);
        else if (expected && !expected.includes(res.status)) {
          failures.push(
            `${name}: expected ${expected.join(" or ")}, got ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
          );
        }
      };
      for (const c of JSON_CASES) {
        await send(
          c.name,
          { rawBody: c.rawBody, headers: { ...rest.headers, "content-type": "application/json" } },
          takesJson ? c.expected : null,
        );
      }
      if (takesJson) {
        // A NUL character cannot be stored in PostgreSQL text: it must be refused, never a 500.
        const hasText = JSON.stringify(withNul(base.body)).includes("\\u0000");
        await send(
          "a NUL character in every text field",
          { body: withNul(base.body) },
          hasText ? [400] : null,
        );
      }
      if (takesMultipart) {
        await send("a malformed multipart body", multipartGarbage(), [400, 415]);
        await send(
          "JSON where a file is expected",
          { rawBody: "{}", headers: { "content-type": "application/json" } },
          [400, 415],
        );
      }
      expect(failures).toEqual([]);
    });
  }

  it("refuses a text upload over 2 MB with 413", async () => {
    const mod = await modules["../../src/pages/api/skits/upload-text.ts"]!();
    const form = new FormData();
    const line = "DAVID: The Lord is my shepherd, I shall not want.\n\n";
    form.append(
      "skitFile",
      new File([`Title Line\n\n${line.repeat(Math.ceil((2.1 * 1024 * 1024) / line.length))}`], "big.txt", {
        type: "text/plain",
      }),
    );
    // Sent as bytes: undici's FormData stream throws when a reader cancels it part-way.
    const encoded = new Response(form);
    const res = await callRoute(mod as never, "POST" as never, {
      user: users.user,
      rawBody: new Uint8Array(await encoded.arrayBuffer()),
      headers: { "content-type": encoded.headers.get("content-type")! },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: "File size must be less than 2MB" });
  });
});
