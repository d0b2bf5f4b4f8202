import { describe, expect, it } from "vitest";
import { tabIndexForKey } from "./tab-keys.ts";

describe("tabIndexForKey", () => {
  it("steps with the arrow keys and wraps around", () => {
    expect(tabIndexForKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 1, 3)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 0, 3)).toBe(2);
  });

  it("goes to the ends with Home and End", () => {
    expect(tabIndexForKey("Home", 2, 3)).toBe(0);
    expect(tabIndexForKey("End", 0, 3)).toBe(2);
  });

  it("leaves other keys alone", () => {
    expect(tabIndexForKey("Enter", 1, 3)).toBeUndefined();
    expect(tabIndexForKey("ArrowDown", 1, 3)).toBeUndefined();
    expect(tabIndexForKey("toString", 1, 3)).toBeUndefined();
  });
});
