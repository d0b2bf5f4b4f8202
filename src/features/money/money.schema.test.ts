import { describe, expect, it } from "vitest";
import {
  amountSchema,
  dollarsToCents,
  formatPrice,
  formatUsd,
  paymentPreferencesSchema,
  recordDonationSchema,
  testCardSchema,
} from "./money.schema.ts";
import { csvField } from "./server/export-payment-batch.ts";

describe("amounts", () => {
  it("turns dollars with at most two decimals into whole cents", () => {
    expect(dollarsToCents(7.5)).toBe(750);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(1.005)).toBeNull();
    expect(amountSchema.parse(10_000)).toBe(1_000_000);
    expect(amountSchema.parse("7.50")).toBe(750);
    expect(amountSchema.parse(1)).toBe(100);
  });

  it("refuses amounts outside $1–$10,000, with more decimals, or not numbers", () => {
    const message = (v: unknown) => amountSchema.safeParse(v).error?.issues[0]?.message;
    expect(message(0.99)).toBe("Amount must be at least $1.00");
    expect(message(10_000.01)).toBe("Amount must be at most $10,000.00");
    expect(message(2.345)).toBe("Amount can have at most two decimal places");
    expect(message("1e3")).toBe("Amount must be a number");
    expect(message(Number.NaN)).toBe("Amount must be a number");
    expect(message(Number.POSITIVE_INFINITY)).toBe("Amount must be a number");
  });

  it("formats en-US dollars", () => {
    expect(formatUsd(123_450)).toBe("$1,234.50");
    expect(formatUsd(750)).toBe("$7.50");
    expect(formatPrice(6700)).toBe("$67");
    expect(formatPrice(750)).toBe("$7.50");
  });
});

describe("request schemas", () => {
  it("accepts paymentId as the donation's paymentIntentId", () => {
    expect(recordDonationSchema.parse({ amount: 5, paymentId: "pi_1" })).toMatchObject({
      amount: 500,
      paymentIntentId: "pi_1",
      paymentMethod: "stripe",
      skitId: null,
    });
  });

  it("requires a PayPal email with an @ only when PayPal is chosen", () => {
    expect(paymentPreferencesSchema.parse({ paymentMethod: "none", paypalEmail: "x@y" })).toEqual({
      paymentMethod: "none",
      paypalEmail: null,
    });
    expect(
      paymentPreferencesSchema.safeParse({ paymentMethod: "paypal", paypalEmail: "nope" }).error?.issues[0]
        ?.message,
    ).toBe("Valid PayPal email is required when PayPal is selected");
  });

  it("normalises the test card number", () => {
    expect(
      testCardSchema.parse({
        paymentIntentId: "pi_test_1",
        clientSecret: "s",
        cardNumber: "4242 4242-4242 4242",
        expiry: "12 / 40",
        cvc: "123",
      }).cardNumber,
    ).toBe("4242424242424242");
  });
});

describe("csvField", () => {
  it("quotes commas and quotes and defuses spreadsheet formulas", () => {
    expect(csvField("alice@paypal.test")).toBe("alice@paypal.test");
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
  });
});
