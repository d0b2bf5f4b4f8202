/**
 * Security against the built server: cross-origin writes refused, stored and
 * reflected XSS inert in pages and documents, SQL injection in the library's
 * addresses, oversized and malformed bodies, the sign-in rate limit, and the
 * security headers (HSTS only when the public address is https).
 *
 * The stored-XSS part writes payloads into About, categories and names, so it
 * runs on its own server with a fresh database instead of the shared one.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, baseUrl, openBrowser, TEACHER } from "./browser.ts";
import {
  ApiClient,
  injectionTraces,
  pageRoutes,
  shareSession,
  startIsolatedServer,
  watchForInjection,
  XSS,
} from "./security-helpers.ts";

const EVIL = "http://evil.example";

describe("cross-origin writes", () => {
  const post = (pathname: string, headers: Record<string, string>, body: string) =>
    fetch(`${baseUrl()}${pathname}`, { method: "POST", headers, body, redirect: "manual" });
  const login = JSON.stringify({ email: TEACHER.email, password: "wrong-password" });

  it("refuses a JSON post from another origin with 403", async () => {
    const res = await post("/api/auth/login", { "content-type": "application/json", origin: EVIL }, login);
    expect(res.status).toBe(403);
    const site = await post(
      "/api/auth/login",
      { "content-type": "application/json", "sec-fetch-site": "cross-site" },
      login,
    );
    expect(site.status).toBe(403);
  });

  it("refuses form posts from another origin with 403", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded", origin: EVIL };
    expect((await post("/api/newsletter", form, "email=a%40example.test")).status).toBe(403);
    expect(
      (await post("/contact", form, "name=Ann&email=a%40example.test&subject=Hello&message=Hi")).status,
    ).toBe(403);
    const multipart = new FormData();
    multipart.append("skitFile", new File(["x"], "x.txt", { type: "text/plain" }));
    const upload = await fetch(`${baseUrl()}/api/skits/upload-text`, {
      method: "POST",
      headers: { origin: EVIL },
      body: multipart,
    });
    expect(upload.status).toBe(403);
  });

  it("lets the same origin and origin-less server calls through to the route's own checks", async () => {
    const same = await post(
      "/api/auth/login",
      { "content-type": "application/json", origin: baseUrl() },
      login,
    );
    expect(same.status).toBe(401);
    const serverToServer = await post("/api/auth/login", { "content-type": "application/json" }, login);
    expect(serverToServer.status).toBe(401);
  });
});

describe("security headers", () => {
  it("sends CSP with hashes instead of 'unsafe-inline' scripts, and the other headers, on pages and the API", async () => {
    for (const pathname of ["/", "/browse", "/login", "/does-not-exist", "/api/skits", "/api/health"]) {
      const res = await fetch(`${baseUrl()}${pathname}`, { redirect: "manual" });
      const csp = res.headers.get("content-security-policy") ?? "";
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      expect(scriptSrc, pathname).not.toBe("");
      expect(scriptSrc, pathname).not.toContain("'unsafe-inline'");
      expect(scriptSrc, pathname).not.toContain("'unsafe-eval'");
      expect(csp, pathname).toContain("frame-ancestors 'none'");
      expect(csp, pathname).toContain("object-src 'none'");
      expect(csp, pathname).toContain("base-uri 'self'");
      expect(res.headers.get("x-content-type-options"), pathname).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), pathname).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options"), pathname).toBe("DENY");
      expect(res.headers.get("strict-transport-security"), `${pathname} over plain http`).toBeNull();
      if (!pathname.startsWith("/api/")) expect(scriptSrc, pathname).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    }
  });

  it("runs every page's scripts under that CSP: no violations, islands hydrate, the theme script applies", async () => {
    const { page, problems, close } = await openBrowser();
    try {
      await watchForInjection(page);
      await page.addInitScript(() => localStorage.setItem("ui-theme", "dark"));
      for (const pathname of ["/", "/browse", "/login", "/register", "/about", "/contact", "/faq"]) {
        await page.goto(pathname, { waitUntil: "networkidle" });
        expect(await injectionTraces(page), pathname).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark")), pathname).toBe(
          true,
        );
        const pending = await page.locator("astro-island[ssr]").count();
        expect(pending, `${pathname}: islands left unhydrated`).toBe(0);
      }
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("SQL injection and odd input in page addresses", () => {
  it("answers every injected library address without a server error", async () => {
    const payloads = [
      "' OR '1'='1",
      "1; DROP TABLE skits; --",
      "\\'; SELECT pg_sleep(5); --",
      "%",
      "%00",
      "\u0000",
    ];
    const keys = [
      "search",
      "ageGroup",
      "length",
      "difficulty",
      "setting",
      "speakingParts",
      "category",
      "sort",
      "page",
    ];
    for (const key of keys) {
      for (const payload of payloads) {
        const query = `${key}=${encodeURIComponent(payload)}`;
        for (const pathname of ["/browse", "/api/skits"]) {
          const res = await fetch(`${baseUrl()}${pathname}?${query}`);
          expect([200, 400], `${pathname}?${query}`).toContain(res.status);
        }
      }
    }
    const api = await fetch(`${baseUrl()}/api/skits?search=${encodeURIComponent("' OR '1'='1")}`);
    const body = (await api.json()) as { skits: { isApproved: boolean }[] };
    expect(body.skits.every((s) => s.isApproved)).toBe(true);
  });

  it("refuses NUL characters in the address with 400", async () => {
    expect((await fetch(`${baseUrl()}/api/skits?search=a%00b`)).status).toBe(400);
    expect((await fetch(`${baseUrl()}/skit/%00`)).status).toBe(400);
  });
});

describe("oversized and malformed bodies over HTTP", () => {
  const send = (pathname: string, body: BodyInit, headers: Record<string, string>) =>
    fetch(`${baseUrl()}${pathname}`, { method: "POST", headers: { origin: baseUrl(), ...headers }, body });

  it("answers 413 to a JSON body over 256 KB and 400 to broken JSON", async () => {
    const big = JSON.stringify({ email: "a@example.test", password: "x".repeat(2 * 1024 * 1024) });
    const json = { "content-type": "application/json" };
    expect((await send("/api/auth/login", big, json)).status).toBe(413);
    expect((await send("/api/newsletter", big, json)).status).toBe(413);
    expect((await send("/api/auth/login", '{"email": "a@', json)).status).toBe(400);
    expect((await send("/api/auth/login", "\u0000\u0001\u0002", json)).status).toBe(400);
    expect((await send("/api/contact", '{"name": "Ann\\u0000"}', json)).status).toBe(400);
  });

  it("answers 413 to an upload over 2 MB without reading it all", async () => {
    const admin = new ApiClient(baseUrl());
    await admin.signIn(ADMIN.email, ADMIN.password);
    const form = new FormData();
    form.append(
      "skitFile",
      new File([new Uint8Array(3 * 1024 * 1024).fill(65)], "big.txt", { type: "text/plain" }),
    );
    const res = await admin.request("POST", "/api/skits/upload-text", { form });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe("File size must be less than 2MB");
  });
});

describe("sign-in rate limit and HSTS behind https (own server, default limits)", () => {
  let server: Awaited<ReturnType<typeof startIsolatedServer>>;
  beforeAll(async () => {
    server = await startIsolatedServer({
      PUBLIC_BASE_URL: "https://skits.example.test",
      AUTH_RATE_LIMIT_PER_EMAIL: "10",
      SEED_ON_START: "false",
    });
  }, 120_000);
  afterAll(async () => server?.close());

  it("answers 429 with Retry-After after 10 failed sign-ins for one email", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "victim@example.test", password: `guess-${i}` }),
      });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get("retry-after");
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it("sends HSTS when PUBLIC_BASE_URL is https", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });
});

describe("stored and reflected XSS (own server)", () => {
  let server: Awaited<ReturnType<typeof startIsolatedServer>>;
  let admin: ApiClient;
  let author: ApiClient;
  const created: { uploaded: string; generated: string; reviewed: string; categoryId: number } = {
    uploaded: "",
    generated: "",
    reviewed: "",
    categoryId: 0,
  };
  const tmp = mkdtempSync(path.join(os.tmpdir(), "ss-xss-"));

  beforeAll(async () => {
    server = await startIsolatedServer();
    admin = new ApiClient(server.url);
    await admin.signIn(ADMIN.email, ADMIN.password);
    author = new ApiClient(server.url);
    await author.register(XSS.script, XSS.img, "xss-author@example.test", "xss-password");

    // A text upload with payloads in the title, description, cast, speeches and directions.
    const text = [
      `${XSS.script} The Shepherd ${XSS.img}`,
      `A story of courage ${XSS.img} for children, with ${XSS.js} links in it.`,
      "SCRIPTURE: 1 Samuel 17",
      `CAST\nDAVID — a shepherd ${XSS.script}\nGOLIATH — a giant ${XSS.img}`,
      "SCENE 1: THE VALLEY",
      `(The armies face each other. ${XSS.img})`,
      `GOLIATH: Send me a man to fight! ${XSS.script}`,
      `DAVID: The Lord will rescue me. ${XSS.js}`,
      "THE END",
    ].join("\n\n");
    const form = new FormData();
    form.append("skitFile", new File([text], "xss.txt", { type: "text/plain" }));
    const upload = await author.request("POST", "/api/skits/upload-text", { form });
    expect(upload.status, await upload.clone().text()).toBe(201);
    created.uploaded = ((await upload.json()) as { skit: { uuid: string } }).skit.uuid;

    // A generated skit with payloads in every free-text field of the form.
    const generated = await author.json<{ uuid: string }>("POST", "/api/skits/create", {
      topic: `Daniel ${XSS.script}`,
      scripture: `Daniel 6 ${XSS.img}`,
      speakingParts: 2,
      nonSpeakingParts: 0,
      length: "very-short",
      language: "english",
      ageGroup: "children",
      props: `Lions ${XSS.js}`,
      additionalInstructions: `Make it fun ${XSS.script}`,
    });
    created.generated = generated.uuid;
    for (const uuid of [created.uploaded, created.generated]) {
      await admin.json("POST", `/api/admin/skits/${uuid}/approve`);
    }

    // A category with payloads; a colour that is not a colour is refused.
    const badColour = await admin.request("POST", "/api/admin/categories", {
      json: { name: "Colourful", color: XSS.img },
    });
    expect(badColour.status).toBe(400);
    const category = await admin.json<{ category: { id: number } }>("POST", "/api/admin/categories", {
      name: `Brave ${XSS.script}`,
      description: `Stories ${XSS.img} ${XSS.js}`,
      color: "#3B82F6",
    });
    created.categoryId = category.category.id;
    await admin.json("POST", `/api/admin/skits/${created.uploaded}/categories/${created.categoryId}`);

    // About with payloads in every text field; javascript: URLs are refused.
    for (const bad of [{ videoUrl: XSS.js }, { team: [{ name: "Ann", photoUrl: XSS.js }] }]) {
      const res = await admin.request("POST", "/api/about", {
        json: { title: "About", mainText: "Text", ...bad },
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    await admin.json("POST", "/api/about", {
      title: `About ${XSS.script}`,
      subtitle: `We ${XSS.img}`,
      mainText: `First paragraph ${XSS.script}\n\nSecond paragraph ${XSS.img} ${XSS.js}`,
      team: [{ name: `Ann ${XSS.script}`, role: `Lead ${XSS.img}`, bio: `Bio ${XSS.js}` }],
    });

    // A review with the payload author's name shown.
    const library = await admin.json<{ skits: { uuid: string; creatorId: number | null }[] }>(
      "GET",
      "/api/skits",
    );
    created.reviewed = library.skits.find(
      (s) => s.uuid !== created.uploaded && s.uuid !== created.generated,
    )!.uuid;
    const review = await author.json<{ id: number }>("POST", "/api/ratings", {
      skitId: created.reviewed,
      rating: 4,
      review: `Great ${XSS.script} ${XSS.img} ${XSS.js}`,
      displayName: true,
    });
    await admin.json("POST", `/api/admin/reviews/${review.id}/approve`);
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  async function scan(client: ApiClient | null, paths: string[], visible: Record<string, string> = {}) {
    const browser = await openBrowser();
    const found: string[] = [];
    try {
      if (client) await shareSession(browser.context, client);
      const { dialogs } = await watchForInjection(browser.page);
      for (const pathname of paths) {
        const response = await browser.page.goto(`${server.url}${pathname}`, { waitUntil: "networkidle" });
        if ((response?.status() ?? 0) >= 500) found.push(`${pathname}: status ${response?.status()}`);
        for (const trace of await injectionTraces(browser.page)) found.push(`${pathname}: ${trace}`);
        const text = visible[pathname];
        if (text) {
          // The payload is in the document as text (a tab may keep it out of view until chosen).
          const asText = await browser.page.evaluate(
            (t) => document.body.textContent?.includes(t) ?? false,
            text,
          );
          if (!asText) found.push(`${pathname}: the text ${text} is not in the page`);
        }
      }
      for (const dialog of dialogs) found.push(`dialog opened: ${dialog}`);
    } finally {
      await browser.close();
    }
    return found;
  }

  it("shows stored payloads as text to visitors", async () => {
    const found = await scan(
      null,
      [
        `/skit/${created.uploaded}`,
        `/skit/${created.generated}`,
        `/skit/${created.reviewed}`,
        "/browse",
        `/browse?category=${created.categoryId}`,
        `/browse?view=table&search=${encodeURIComponent("shepherd")}`,
        "/about",
        "/",
      ],
      {
        [`/skit/${created.uploaded}`]: `${XSS.script} The Shepherd`,
        [`/skit/${created.reviewed}`]: `Great ${XSS.script}`,
        "/about": `About ${XSS.script}`,
      },
    );
    expect(found).toEqual([]);
  }, 120_000);

  it("shows stored payloads as text to the author and to admins", async () => {
    expect(await scan(author, ["/dashboard", "/account", `/skit/${created.uploaded}`])).toEqual([]);
    expect(
      await scan(admin, ["/admin", "/admin/categories", "/admin/payments", `/skit/${created.uploaded}`], {
        "/admin/categories": `Brave ${XSS.script}`,
      }),
    ).toEqual([]);
  }, 120_000);

  it("reflects nothing executable from the address into any page", async () => {
    const payload = encodeURIComponent(`${XSS.img}${XSS.script}`);
    const query = ["search", "next", "token", "error", "tab", "sent", "edit", "view", "q"]
      .map((key) => `${key}=${payload}`)
      .join("&");
    const paths = pageRoutes()
      .filter((route) => !route.includes("[") && route !== "/500")
      .map((route) => `${route}?${query}`);
    paths.push(`/login?next=${encodeURIComponent(XSS.js)}`, `/skit/${payload}`, `/edit/${payload}`);
    expect(await scan(admin, paths)).toEqual([]);
    expect(await scan(null, paths)).toEqual([]);
  }, 240_000);

  it("keeps a javascript: next address from running after sign-in", async () => {
    const { page, close } = await openBrowser();
    try {
      const { dialogs } = await watchForInjection(page);
      await page.goto(`${server.url}/login?next=${encodeURIComponent(XSS.js)}`);
      const form = page.locator("main form");
      await form.getByLabel("Email", { exact: true }).fill(TEACHER.email);
      await form.getByLabel("Password", { exact: true }).fill(TEACHER.password);
      await form.getByRole("button", { name: /sign in/i }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      expect(new URL(page.url()).origin).toBe(server.url);
      expect(dialogs).toEqual([]);
    } finally {
      await close();
    }
  });

  it("writes payloads as plain text into the PDF and Word documents", async () => {
    const pdf = await author.request("GET", `/api/skits/${created.uploaded}/download/pdf`);
    expect(pdf.status).toBe(200);
    const pdfPath = path.join(tmp, "skit.pdf");
    writeFileSync(pdfPath, new Uint8Array(await pdf.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-layout", pdfPath, "-"]).toString().replace(/\s+/g, " ");
    expect(text).toContain(XSS.script);
    expect(text).toContain("<img src=x onerror=alert(1)>");
    // No JavaScript, launch or URI actions in the PDF itself.
    const raw = execFileSync("qpdf", ["--qdf", "--object-streams=disable", pdfPath, "-"]).toString("latin1");
    expect(raw).not.toMatch(/\/(JavaScript|JS|Launch|URI)\b/);

    const docx = await author.request("GET", `/api/skits/${created.uploaded}/download/docx`);
    expect(docx.status).toBe(200);
    const files = unzipSync(new Uint8Array(await docx.arrayBuffer()));
    const xml = new TextDecoder().decode(files["word/document.xml"]);
    expect(xml).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(xml).not.toContain("<script>");
    expect(xml).not.toMatch(/<img\b/);
    const rels = new TextDecoder().decode(files["word/_rels/document.xml.rels"] ?? new Uint8Array());
    expect(rels).not.toContain("javascript:");
  });
});
