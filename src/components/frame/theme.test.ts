import { describe, expect, it } from "vitest";
import { nextThemePreference, parseThemePreference, resolveTheme } from "./theme.ts";

describe("theme preference", () => {
  it("defaults to light for missing or unknown values", () => {
    expect(parseThemePreference(null)).toBe("light");
    expect(parseThemePreference(undefined)).toBe("light");
    expect(parseThemePreference("")).toBe("light");
    expect(parseThemePreference("sepia")).toBe("light");
  });

  it("keeps the three known values", () => {
    expect(parseThemePreference("light")).toBe("light");
    expect(parseThemePreference("dark")).toBe("dark");
    expect(parseThemePreference("system")).toBe("system");
  });

  it("resolves system from the operating system setting", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("cycles light, dark, system", () => {
    expect(nextThemePreference("light")).toBe("dark");
    expect(nextThemePreference("dark")).toBe("system");
    expect(nextThemePreference("system")).toBe("light");
  });
});
