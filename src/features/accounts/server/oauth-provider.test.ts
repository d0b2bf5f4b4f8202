import { describe, expect, it } from "vitest";
import { checkIdToken, ExternalIdentityError, identityFromClaims } from "./oauth-provider.ts";

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const jwt = (claims: Record<string, unknown>) =>
  `${b64url({ alg: "RS256", typ: "JWT" })}.${b64url(claims)}.c2ln`;
const now = () => Math.floor(Date.now() / 1000);
const good = { iss: "https://id.example", aud: "client-1", exp: now() + 300, nonce: "n-1", sub: "user-1" };
const check = (claims: Record<string, unknown>) =>
  checkIdToken({
    idToken: jwt(claims),
    issuers: ["https://id.example/"],
    clientId: "client-1",
    nonce: "n-1",
  });

describe("checkIdToken", () => {
  it("accepts a token for us from the issuer", () => {
    expect(check(good)).toMatchObject({ sub: "user-1" });
    expect(check({ ...good, aud: ["other", "client-1"] })).toMatchObject({ sub: "user-1" });
  });

  it("refuses another issuer, audience, nonce, an expired token or a missing subject", () => {
    for (const bad of [
      { ...good, iss: "https://evil.example" },
      { ...good, aud: "client-2" },
      { ...good, nonce: "n-2" },
      { ...good, nonce: undefined },
      { ...good, exp: now() - 3600 },
      { ...good, sub: "" },
    ]) {
      expect(() => check(bad)).toThrow(ExternalIdentityError);
    }
    expect(() => checkIdToken({ idToken: "not-a-jwt", issuers: [], clientId: "c", nonce: "n" })).toThrow(
      ExternalIdentityError,
    );
  });
});

describe("identityFromClaims", () => {
  it("reads names, a lower-cased email and its verification", () => {
    expect(
      identityFromClaims("oidc", {
        sub: "s",
        email: " Lydia@Example.com ",
        email_verified: "true",
        given_name: "Lydia",
        family_name: "Thyatira",
        picture: "https://img.example/l.png",
      }),
    ).toEqual({
      provider: "oidc",
      subject: "s",
      email: "lydia@example.com",
      emailVerified: true,
      firstName: "Lydia",
      lastName: "Thyatira",
      picture: "https://img.example/l.png",
    });
  });

  it("splits a full name, treats a missing verification as unverified and drops non-https pictures", () => {
    expect(
      identityFromClaims("google", {
        sub: "s",
        email: "a@b.co",
        name: "Mary of Magdala",
        picture: "http://x/y.png",
      }),
    ).toMatchObject({
      emailVerified: false,
      firstName: "Mary",
      lastName: "of Magdala",
      picture: null,
    });
    expect(identityFromClaims("oidc", { sub: "s", email_verified: true })).toMatchObject({
      email: null,
      emailVerified: false,
      firstName: null,
    });
  });
});
