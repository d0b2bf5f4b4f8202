/**
 * How a donation tied to a skit is split: the creator's share is
 * CREATOR_REVENUE_SHARE percent rounded DOWN to the cent, the platform keeps the
 * remainder, so the two always add up to the donation exactly.
 */
export interface Split {
  creatorCents: number;
  platformCents: number;
}

/** `sharePercent` may have up to two decimals (e.g. 70 or 62.5). */
export function splitDonation(amountCents: number, sharePercent: number): Split {
  if (!Number.isInteger(amountCents) || amountCents < 0)
    throw new RangeError("amountCents must be a whole number");
  const basisPoints = Math.round(Math.min(Math.max(sharePercent, 0), 100) * 100);
  const creatorCents = Math.floor((amountCents * basisPoints) / 10_000);
  return { creatorCents, platformCents: amountCents - creatorCents };
}
