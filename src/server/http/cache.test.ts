import type { APIContext, MiddlewareNext } from "astro";
import { beforeEach, describe, expect, it } from "vitest";
import { pageCacheStats, resetPageCacheForTests, withPageCache } from "./cache.ts";

function context(
  path: string | URL,
  options: {
    method?: string;
    user?: boolean;
    admin?: boolean;
    renewed?: boolean;
    headers?: Record<string, string>;
  } = {},
) {
  const url = new URL(path, "http://127.0.0.1:4321");
  const user = options.user || options.admin ? { id: 1, isAdmin: Boolean(options.admin) } : null;
  return {
    request: new Request(url, { method: options.method ?? "GET", headers: options.headers ?? {} }),
    url,
    locals: { user, session: user ? { id: "s", userId: 1, renewed: Boolean(options.renewed) } : null },
    cookies: { headers: () => [][Symbol.iterator]() },
  } as unknown as APIContext;
}

function renderer(html: () => string, init: ResponseInit = {}) {
  let calls = 0;
  const next = (async () => {
    calls++;
    return new Response(html(), { status: 200, headers: { "content-type": "text/html" }, ...init });
  }) as MiddlewareNext;
  return { next, calls: () => calls };
}

beforeEach(() => resetPageCacheForTests());

describe("withPageCache", () => {
  it("serves a visitor's second request from memory with an ETag, and 304 when it matches", async () => {
    const page = renderer(() => "<h1>FAQ</h1>");
    const first = await withPageCache(context("/faq"), page.next);
    expect(await first.text()).toBe("<h1>FAQ</h1>");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(first.headers.get("vary")).toBe("Cookie");

    const second = await withPageCache(context("/faq"), page.next);
    expect(await second.text()).toBe("<h1>FAQ</h1>");
    expect(page.calls()).toBe(1);

    const revalidated = await withPageCache(
      context("/faq", { headers: { "if-none-match": etag! } }),
      page.next,
    );
    expect(revalidated.status).toBe(304);
    expect(page.calls()).toBe(1);
    expect(pageCacheStats()).toMatchObject({ hits: 2, misses: 1, entries: 1 });
  });

  it("never caches for signed-in users and marks their pages private", async () => {
    let n = 0;
    const page = renderer(() => `<p>${++n}</p>`);
    const a = await withPageCache(context("/", { user: true }), page.next);
    const b = await withPageCache(context("/", { user: true }), page.next);
    expect(await a.text()).toBe("<p>1</p>");
    expect(await b.text()).toBe("<p>2</p>");
    expect(b.headers.get("cache-control")).toBe("private, no-cache");
    expect(b.headers.get("etag")).toBeNull();
  });

  it("keeps query strings apart and leaves uncacheable paths alone", async () => {
    let n = 0;
    const page = renderer(() => `<p>${++n}</p>`);
    await withPageCache(context("/browse?search=a"), page.next);
    const other = await withPageCache(context("/browse?search=b"), page.next);
    expect(await other.text()).toBe("<p>2</p>");
    await withPageCache(context("/account"), page.next);
    const again = await withPageCache(context("/account"), page.next);
    expect(await again.text()).toBe("<p>4</p>");
  });

  it("empties itself after a successful write but not after a refused one", async () => {
    let n = 0;
    const page = renderer(() => `<p>${++n}</p>`);
    await withPageCache(context("/"), page.next);
    const refused = renderer(() => "{}", { status: 403, headers: { "content-type": "application/json" } });
    await withPageCache(context("/api/ratings", { method: "POST" }), refused.next);
    expect(await (await withPageCache(context("/"), page.next)).text()).toBe("<p>1</p>");

    const accepted = renderer(() => "{}", { status: 201, headers: { "content-type": "application/json" } });
    await withPageCache(context("/api/ratings", { method: "POST" }), accepted.next);
    expect(await (await withPageCache(context("/"), page.next)).text()).toBe("<p>2</p>");

    const download = renderer(() => "%PDF", { status: 200, headers: { "content-type": "application/pdf" } });
    await withPageCache(context("/api/skits/abc/download/pdf"), download.next);
    expect(await (await withPageCache(context("/"), page.next)).text()).toBe("<p>3</p>");
  });

  it("does not store a page rendered before a write that finished during the render", async () => {
    let release: () => void = () => {};
    const slow = (async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return new Response("<p>stale</p>", { headers: { "content-type": "text/html" } });
    }) as MiddlewareNext;
    const pending = withPageCache(context("/"), slow);
    const write = renderer(() => "{}", { status: 200, headers: { "content-type": "application/json" } });
    await withPageCache(context("/api/about", { method: "POST" }), write.next);
    release();
    expect(await (await pending).text()).toBe("<p>stale</p>");
    expect(pageCacheStats().entries).toBe(0);
  });

  it("keeps pages for different Host names apart", async () => {
    const page = renderer(() => "<p>canonical</p>");
    await withPageCache(context(new URL("http://evil.example/faq")), page.next);
    await withPageCache(context("/faq"), page.next);
    expect(page.calls()).toBe(2);
  });

  it("does not cache errors or non-HTML answers", async () => {
    const missing = renderer(() => "<h1>404</h1>", { status: 404, headers: { "content-type": "text/html" } });
    await withPageCache(context("/skit/00000000-0000-4000-8000-000000000000"), missing.next);
    expect(pageCacheStats().entries).toBe(0);
  });

  it("caches the library API's JSON and shares it with signed-in users who are not admins", async () => {
    let n = 0;
    const api: MiddlewareNext = async () => {
      n++;
      return new Response(JSON.stringify({ n }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    };
    const first = await withPageCache(context("/api/skits?search=david"), api);
    expect(await first.json()).toEqual({ n: 1 });
    expect(first.headers.get("etag")).toMatch(/^"[0-9a-f]{40}"$/);
    const user = await withPageCache(context("/api/skits?search=david", { user: true }), api);
    expect(await user.json()).toEqual({ n: 1 });
    // Admins may list unapproved skits: always fresh, never stored.
    const admin = await withPageCache(context("/api/skits?search=david", { admin: true }), api);
    expect(await admin.json()).toEqual({ n: 2 });
    expect(await (await withPageCache(context("/api/skits?search=david"), api)).json()).toEqual({ n: 1 });
    // A request whose session was just renewed carries a cookie: it bypasses the cache.
    const renewed = await withPageCache(
      context("/api/skits?search=david", { user: true, renewed: true }),
      api,
    );
    expect(await renewed.json()).toEqual({ n: 3 });
    // Other API paths are never cached, and a write empties the cache.
    await withPageCache(context("/api/skits/abc"), api);
    expect(n).toBe(4);
    const write = renderer(() => "{}", { status: 201, headers: { "content-type": "application/json" } });
    await withPageCache(context("/api/ratings", { method: "POST" }), write.next);
    expect(await (await withPageCache(context("/api/skits?search=david"), api)).json()).toEqual({ n: 5 });
  });

  it("still keeps pages from signed-in users who are not admins", async () => {
    let n = 0;
    const page = renderer(() => `<p>${++n}</p>`);
    await withPageCache(context("/browse"), page.next);
    const user = await withPageCache(context("/browse", { user: true }), page.next);
    expect(await user.text()).toBe("<p>2</p>");
  });
});
