import { afterEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "../config.ts";
import { CONTENT_SECURITY_POLICY } from "./csp.ts";
import { applySecurityHeaders, screenRequest } from "./security-headers.ts";

const url = new URL("http://127.0.0.1:4321/api/auth/login");
const post = (headers: Record<string, string>) => new Request(url, { method: "POST", headers, body: "{}" });

afterEach(() => {
  delete process.env.PUBLIC_BASE_URL;
  resetConfigForTests();
});

describe("screenRequest", () => {
  it("refuses writes from another origin or a cross-site fetch with 403", () => {
    expect(screenRequest(post({ origin: "http://evil.example" }), url)?.status).toBe(403);
    expect(screenRequest(post({ origin: "null" }), url)?.status).toBe(403);
    expect(screenRequest(post({ "sec-fetch-site": "cross-site" }), url)?.status).toBe(403);
  });

  it("lets same-origin, PUBLIC_BASE_URL and origin-less writes and every read through", () => {
    expect(screenRequest(post({ origin: "http://127.0.0.1:4321" }), url)).toBeNull();
    expect(screenRequest(post({}), url)).toBeNull();
    expect(screenRequest(new Request(url, { headers: { origin: "http://evil.example" } }), url)).toBeNull();
    process.env.PUBLIC_BASE_URL = "https://skits.example.org";
    resetConfigForTests();
    expect(screenRequest(post({ origin: "https://skits.example.org" }), url)).toBeNull();
  });

  it("refuses NUL characters in the address with 400", () => {
    const bad = new URL("http://127.0.0.1:4321/api/skits?search=a%00b");
    expect(screenRequest(new Request(bad), bad)?.status).toBe(400);
  });
});

describe("applySecurityHeaders", () => {
  it("sets the policy without inline scripts, and HSTS only for https", () => {
    const plain = applySecurityHeaders(new Response("x"), url);
    expect(plain.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self' https:\/\/js\.stripe\.com(;|$)/);
    expect(plain.headers.get("x-content-type-options")).toBe("nosniff");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const secure = applySecurityHeaders(new Response("x"), new URL("https://skits.example.org/"));
    expect(secure.headers.get("strict-transport-security")).toContain("max-age=");
    process.env.PUBLIC_BASE_URL = "https://skits.example.org";
    resetConfigForTests();
    expect(applySecurityHeaders(new Response("x"), url).headers.get("strict-transport-security")).toContain(
      "max-age=",
    );
  });

  it("keeps a policy the page already set (Astro's, with its hashes)", () => {
    const page = new Response("x", {
      headers: { "content-security-policy": "script-src 'self' 'sha256-abc'" },
    });
    expect(applySecurityHeaders(page, url).headers.get("content-security-policy")).toBe(
      "script-src 'self' 'sha256-abc'",
    );
  });
});
