import { describe, expect, it } from "vitest";
import { contentRange, decideRange } from "./byte-range.ts";

describe("decideRange", () => {
  it("serves the whole file without a Range header or with another unit", () => {
    expect(decideRange(null, 100)).toEqual({ kind: "full" });
    expect(decideRange("items=0-5", 100)).toEqual({ kind: "full" });
  });

  it("reads closed, open-ended and suffix ranges", () => {
    expect(decideRange("bytes=0-9", 100)).toEqual({ kind: "partial", range: { start: 0, end: 9 } });
    expect(decideRange("bytes=90-", 100)).toEqual({ kind: "partial", range: { start: 90, end: 99 } });
    expect(decideRange("bytes=-10", 100)).toEqual({ kind: "partial", range: { start: 90, end: 99 } });
    expect(decideRange("bytes=-500", 100)).toEqual({ kind: "partial", range: { start: 0, end: 99 } });
    expect(decideRange("bytes=50-5000", 100)).toEqual({ kind: "partial", range: { start: 50, end: 99 } });
    expect(decideRange("Bytes = 1-1", 100)).toEqual({ kind: "partial", range: { start: 1, end: 1 } });
  });

  it("refuses ranges that cannot be satisfied or are malformed", () => {
    for (const header of [
      "bytes=100-",
      "bytes=150-200",
      "bytes=5-2",
      "bytes=-0",
      "bytes=-",
      "bytes=abc",
      "bytes=1-2-3",
      "bytes=0-1,x",
    ]) {
      expect(decideRange(header, 100), header).toEqual({ kind: "unsatisfiable" });
    }
    expect(decideRange("bytes=0-0", 0)).toEqual({ kind: "unsatisfiable" });
  });

  it("answers several ranges with the whole file", () => {
    expect(decideRange("bytes=0-1, 5-9", 100)).toEqual({ kind: "full" });
  });

  it("formats Content-Range", () => {
    expect(contentRange({ start: 0, end: 9 }, 100)).toBe("bytes 0-9/100");
  });
});
