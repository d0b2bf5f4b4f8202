import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../server/http/errors.ts";
import {
  CONTACT_HONEYPOT_FIELD,
  contactSchema,
  contactSubmissionSchema,
  contactValuesFromForm,
  firstFieldErrors,
} from "./contact.schema.ts";

const valid = {
  name: "Martha Reyes",
  email: "martha@church.org",
  subject: "Question about credits",
  message: "How many credits does an edit use?",
};

function errorsOf(input: unknown): Record<string, string[]> {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("contactSchema", () => {
  it("accepts a complete message and trims it", () => {
    expect(contactSchema.parse({ ...valid, name: "  Martha Reyes  " })).toEqual(valid);
  });

  it("uses the spec's message for each rule", () => {
    const errors = errorsOf({ name: "M", email: "martha@", subject: "Help", message: "Too short" });
    expect(errors.name).toEqual(["Name must be at least 2 characters"]);
    expect(errors.email).toEqual(["Please enter a valid email address"]);
    expect(errors.subject).toEqual(["Subject must be at least 5 characters"]);
    expect(errors.message).toEqual(["Message must be at least 10 characters"]);
  });

  it("treats missing and blank fields as too short", () => {
    const missing = errorsOf({});
    expect(missing.name).toEqual(["Name must be at least 2 characters"]);
    expect(missing.email).toEqual(["Please enter a valid email address"]);
    expect(missing.subject).toEqual(["Subject must be at least 5 characters"]);
    expect(missing.message).toEqual(["Message must be at least 10 characters"]);
    expect(errorsOf({ ...valid, name: "   " }).name).toEqual(["Name must be at least 2 characters"]);
  });

  it("accepts the minimum lengths exactly", () => {
    expect(
      contactSchema.safeParse({ ...valid, name: "Al", subject: "Hello", message: "0123456789" }).success,
    ).toBe(true);
  });

  it("rejects overlong fields", () => {
    expect(errorsOf({ ...valid, name: "x".repeat(101) }).name).toEqual([
      "Name must be 100 characters or less",
    ]);
    expect(errorsOf({ ...valid, subject: "x".repeat(201) }).subject).toEqual([
      "Subject must be 200 characters or less",
    ]);
    expect(errorsOf({ ...valid, message: "x".repeat(5001) }).message).toEqual([
      "Message must be 5000 characters or less",
    ]);
  });

  it("drops unknown keys but the submission schema keeps the honeypot", () => {
    expect(contactSchema.parse({ ...valid, [CONTACT_HONEYPOT_FIELD]: "spam" })).toEqual(valid);
    expect(contactSubmissionSchema.parse({ ...valid, [CONTACT_HONEYPOT_FIELD]: "spam" })).toEqual({
      ...valid,
      [CONTACT_HONEYPOT_FIELD]: "spam",
    });
  });
});

describe("contactValuesFromForm", () => {
  it("reads strings and turns missing fields into empty strings", () => {
    const form = new FormData();
    form.set("name", "Martha");
    form.set("message", "Hello there, friends");
    expect(contactValuesFromForm(form)).toEqual({
      name: "Martha",
      email: "",
      subject: "",
      message: "Hello there, friends",
      [CONTACT_HONEYPOT_FIELD]: "",
    });
  });
});

describe("firstFieldErrors", () => {
  it("keeps the first message of each known field", () => {
    expect(firstFieldErrors({ name: ["a", "b"], subject: ["c"], other: ["x"] })).toEqual({
      name: "a",
      subject: "c",
    });
    expect(firstFieldErrors(undefined)).toEqual({});
  });
});
