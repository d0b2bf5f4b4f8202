import { describe, expect, it } from "vitest";
import { NEWSLETTER_MESSAGES, newsletterRedirectTarget, newsletterSchema } from "./newsletter.ts";

const ORIGIN = "https://skits.example";

describe("newsletterSchema", () => {
  it("accepts and trims a valid email", () => {
    expect(newsletterSchema.parse({ email: "  Teacher@Church.org " })).toEqual({
      email: "Teacher@Church.org",
    });
  });

  it.each([[""], ["not-an-email"], ["a@b"], [undefined], [42]])(
    "rejects %j with the spec's message",
    (email) => {
      const result = newsletterSchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Please enter a valid email address");
    },
  );
});

describe("newsletterRedirectTarget", () => {
  it("goes back to the referring page with the status", () => {
    expect(newsletterRedirectTarget(`${ORIGIN}/browse?age=teenage`, ORIGIN, "ok")).toBe(
      "/browse?age=teenage&newsletter=ok#newsletter",
    );
  });

  it("replaces an earlier status", () => {
    expect(newsletterRedirectTarget(`${ORIGIN}/faq?newsletter=invalid`, ORIGIN, "exists")).toBe(
      "/faq?newsletter=exists#newsletter",
    );
  });

  it("never redirects to another site or an API route", () => {
    expect(newsletterRedirectTarget("https://evil.example/phish", ORIGIN, "ok")).toBe(
      "/?newsletter=ok#newsletter",
    );
    expect(newsletterRedirectTarget(`${ORIGIN}/api/newsletter`, ORIGIN, "ok")).toBe(
      "/?newsletter=ok#newsletter",
    );
    expect(newsletterRedirectTarget(null, ORIGIN, "invalid")).toBe("/?newsletter=invalid#newsletter");
  });

  it("has a message for every status", () => {
    expect(NEWSLETTER_MESSAGES.ok).toBe("Thanks for subscribing!");
    expect(NEWSLETTER_MESSAGES.exists).toBe("You're already subscribed.");
    expect(NEWSLETTER_MESSAGES.invalid).toBe("Please enter a valid email address");
  });
});
