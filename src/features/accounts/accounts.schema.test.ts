import { describe, expect, it } from "vitest";
import {
  externalSignInMessage,
  firstFieldErrors,
  loginSchema,
  newPasswordFormSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  safeNextPath,
  signInMethodLabel,
} from "./accounts.schema.ts";

describe("registerSchema", () => {
  it("accepts a good registration and normalises the email", () => {
    const parsed = registerSchema.parse({
      firstName: " Ruth ",
      lastName: "Moabite",
      email: " Ruth@Example.COM ",
      password: "secret",
      confirmPassword: "secret",
    });
    expect(parsed).toMatchObject({ firstName: "Ruth", email: "ruth@example.com" });
  });

  it("gives every spec message at once", () => {
    const result = registerSchema.safeParse({
      firstName: "R",
      lastName: " ",
      email: "ruth@",
      password: "12345",
      confirmPassword: "1234",
    });
    expect(result.success).toBe(false);
    expect(firstFieldErrors(result.error!)).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
      confirmPassword: "Passwords don't match",
    });
  });

  it("answers the spec messages for missing fields and wrong types", () => {
    const result = registerSchema.safeParse({ firstName: 3, email: null });
    expect(firstFieldErrors(result.error!)).toMatchObject({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
    });
  });

  it("caps lengths", () => {
    const result = registerSchema.safeParse({
      firstName: "x".repeat(101),
      lastName: "Ok",
      email: `${"a".repeat(250)}@example.com`,
      password: "p".repeat(201),
      confirmPassword: "p".repeat(201),
    });
    expect(firstFieldErrors(result.error!)).toEqual({
      firstName: "First name must be 100 characters or less",
      email: "Please enter a valid email address",
      password: "Password must be 200 characters or less",
    });
  });
});

describe("other account forms", () => {
  it("login needs a valid email and a password", () => {
    expect(firstFieldErrors(loginSchema.safeParse({ email: "x", password: "" }).error!)).toEqual({
      email: "Please enter a valid email address",
      password: "Password is required",
    });
    expect(loginSchema.parse({ email: "A@B.co", password: " any " })).toEqual({
      email: "a@b.co",
      password: " any ",
    });
  });

  it("profile uses the completion messages", () => {
    expect(
      firstFieldErrors(profileSchema.safeParse({ firstName: "", lastName: "a", email: "" }).error!),
    ).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
    });
  });

  it("reset checks the confirmation only when it is sent", () => {
    expect(resetPasswordSchema.safeParse({ token: "t", password: "123456" }).success).toBe(true);
    expect(
      firstFieldErrors(
        resetPasswordSchema.safeParse({ token: "t", password: "123456", confirmPassword: "x" }).error!,
      ),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(
      firstFieldErrors(newPasswordFormSchema.safeParse({ password: "123", confirmPassword: "" }).error!),
    ).toEqual({
      password: "Password must be at least 6 characters",
      confirmPassword: "Passwords don't match",
    });
  });
});

describe("safeNextPath", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeNextPath("/create")).toBe("/create");
    expect(safeNextPath("/skit/abc?tab=reviews#top")).toBe("/skit/abc?tab=reviews#top");
    expect(safeNextPath("/a/../account")).toBe("/account");
    // Encoded characters stay encoded, so they cannot split a header.
    expect(safeNextPath("/%0d%0aSet-Cookie:x")).toBe("/%0d%0aSet-Cookie:x");
  });

  it("refuses anything that could leave the site or loop", () => {
    for (const next of [
      null,
      undefined,
      "",
      "create",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/\tevil",
      "/\r\nSet-Cookie:x",
      "/api/login",
      "/api/logout?x=1",
      `/${"a".repeat(2001)}`,
    ]) {
      expect(safeNextPath(next), String(next)).toBeNull();
    }
  });
});

describe("labels", () => {
  it("names sign-in methods and external errors", () => {
    expect(signInMethodLabel("password")).toBe("Email and password");
    expect(signInMethodLabel("google")).toBe("Google");
    expect(signInMethodLabel("oidc")).toMatch(/single sign-on/);
    expect(externalSignInMessage("external_state")).toMatch(/try again/);
    expect(externalSignInMessage("toString")).toBeNull();
    expect(externalSignInMessage(null)).toBeNull();
  });
});
