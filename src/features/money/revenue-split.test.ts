import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitDonation } from "./revenue-split.ts";

describe("splitDonation", () => {
  it("gives the creator 70% rounded down to the cent and the platform the rest", () => {
    expect(splitDonation(500, 70)).toEqual({ creatorCents: 350, platformCents: 150 });
    expect(splitDonation(750, 70)).toEqual({ creatorCents: 525, platformCents: 225 });
    expect(splitDonation(101, 70)).toEqual({ creatorCents: 70, platformCents: 31 });
    expect(splitDonation(333, 70)).toEqual({ creatorCents: 233, platformCents: 100 });
    expect(splitDonation(1_000_000, 70)).toEqual({ creatorCents: 700_000, platformCents: 300_000 });
  });

  it("handles fractional shares and the 0% and 100% ends", () => {
    expect(splitDonation(999, 62.5)).toEqual({ creatorCents: 624, platformCents: 375 });
    expect(splitDonation(999, 0)).toEqual({ creatorCents: 0, platformCents: 999 });
    expect(splitDonation(999, 100)).toEqual({ creatorCents: 999, platformCents: 0 });
  });

  it("always adds up and never gives the creator more than the share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, bp) => {
          const share = bp / 100;
          const { creatorCents, platformCents } = splitDonation(cents, share);
          expect(creatorCents + platformCents).toBe(cents);
          expect(Number.isInteger(creatorCents)).toBe(true);
          expect(creatorCents * 10_000).toBeLessThanOrEqual(cents * bp);
          expect((creatorCents + 1) * 10_000).toBeGreaterThan(cents * bp);
        },
      ),
    );
  });
});
