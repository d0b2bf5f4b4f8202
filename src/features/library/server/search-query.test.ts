import { describe, expect, it } from "vitest";
import { planSearch } from "./search-query.ts";

describe("planSearch", () => {
  it("matches the last plain word as a prefix and earlier words whole", () => {
    expect(planSearch("David")).toEqual({ words: null, prefix: "david", orPrefix: false });
    expect(planSearch("  good  Samar ")).toEqual({ words: "good", prefix: "samar", orPrefix: false });
    expect(planSearch("lions den")).toEqual({ words: "lions", prefix: "den", orPrefix: false });
    expect(planSearch("niÑos")).toEqual({ words: null, prefix: "niños", orPrefix: false });
  });

  it("keeps websearch syntax: quotes, exclusions and or", () => {
    expect(planSearch('"shepherd boy"')).toEqual({ words: '"shepherd boy"', prefix: null, orPrefix: false });
    expect(planSearch('"shepherd boy')).toEqual({ words: '"shepherd boy', prefix: null, orPrefix: false });
    expect(planSearch("goliath -sling")).toEqual({ words: "goliath -sling", prefix: null, orPrefix: false });
    expect(planSearch("david or gol")).toEqual({ words: "david", prefix: "gol", orPrefix: true });
    expect(planSearch("david or")).toEqual({ words: "david or", prefix: null, orPrefix: false });
    expect(planSearch("noah's")).toEqual({ words: "noah's", prefix: null, orPrefix: false });
  });

  it("ignores text with no letters or digits", () => {
    expect(planSearch("")).toBeNull();
    expect(planSearch("  !!! ?? ")).toBeNull();
    expect(planSearch("!!! sam")).toEqual({ words: null, prefix: "sam", orPrefix: false });
  });
});
