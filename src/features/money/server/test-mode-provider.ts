/**
 * The embedded test-mode provider (the default without Stripe keys). Its
 * payments live in payment_intents (provider 'test'): creating one stores the
 * row with a hash of its client secret; the labelled test card form confirms it
 * through POST /api/test-payments/confirm, which checks the client secret and
 * moves it to succeeded (4242 4242 4242 4242) or failed (4000 0000 0000 0002,
 * 'Your card was declined.'). A failed payment may be retried with another card,
 * as Stripe allows. No real card is ever charged.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "../../../server/db/client.ts";
import { paymentIntents } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { TEST_CARDS, type TestCardInput } from "../money.schema.ts";
import type { PaymentProvider, ProviderPayment } from "./payment-provider.ts";

const PROVIDER = "test";

const token = (bytes: number) => randomBytes(bytes).toString("base64url").replace(/[-_]/g, "x");
const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** Metadata keys the provider keeps for itself (never shown). */
export const TEST_PRIVATE_METADATA = ["clientSecretHash", "lastError", "last4"] as const;

function publicMetadata(metadata: Record<string, string> | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata ?? {})) {
    if (!(TEST_PRIVATE_METADATA as readonly string[]).includes(key)) out[key] = value;
  }
  return out;
}

type Row = typeof paymentIntents.$inferSelect;

function toPayment(row: Row): ProviderPayment {
  return {
    id: row.providerPaymentId,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    metadata: publicMetadata(row.metadata),
  };
}

async function findRow(id: string): Promise<Row | null> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.provider, PROVIDER), eq(paymentIntents.providerPaymentId, id)))
    .limit(1);
  return rows[0] ?? null;
}

export const testModeProvider: PaymentProvider = {
  name: "test",
  publishableKey: null,

  async createPaymentIntent(input) {
    const db = await getDb();
    const id = `pi_test_${token(18)}`;
    const clientSecret = `${id}_secret_${token(24)}`;
    const skitId = input.metadata.skitId ? Number(input.metadata.skitId) : null;
    const metadata: Record<string, string> = {
      userId: input.metadata.userId,
      purpose: input.metadata.purpose,
      ...(input.metadata.skitId ? { skitId: input.metadata.skitId } : {}),
      clientSecretHash: hashSecret(clientSecret),
    };
    const [row] = await db
      .insert(paymentIntents)
      .values({
        provider: PROVIDER,
        providerPaymentId: id,
        userId: Number(input.metadata.userId),
        purpose: input.metadata.purpose,
        skitId,
        amountCents: input.amountCents,
        currency: input.currency,
        status: "requires_payment_method",
        metadata,
      })
      .returning();
    return { ...toPayment(row!), clientSecret };
  },

  async retrievePaymentIntent(id) {
    const row = await findRow(id);
    return row ? toPayment(row) : null;
  },

  async refundPayment() {
    return { id: `re_test_${token(18)}`, status: "succeeded" };
  },
};

function expiryPassed(expiry: string, now: Date): boolean {
  const [mm, yy] = expiry.split("/").map((part) => part.trim());
  const month = Number(mm);
  const year = yy!.length === 2 ? 2000 + Number(yy) : Number(yy);
  // Valid through the last day of the month.
  return new Date(Date.UTC(year, month, 1)) <= now;
}

/**
 * Confirms a test-mode payment with a test card. Answers the payment's new
 * status; a declined card stores 'failed' and then throws 402 with the decline
 * message. Confirming an already succeeded payment answers succeeded again.
 */
export async function confirmTestCardPayment(
  input: TestCardInput,
  now: Date = new Date(),
): Promise<{ id: string; status: string }> {
  const row = await findRow(input.paymentIntentId);
  if (!row) throw new AppError("NOT_FOUND", "No such payment.");
  const expected = Buffer.from(row.metadata?.clientSecretHash ?? "", "hex");
  const given = Buffer.from(hashSecret(input.clientSecret), "hex");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError("FORBIDDEN", "The client secret does not match this payment.");
  }
  if (row.status === "succeeded") return { id: row.providerPaymentId, status: row.status };
  if (row.status === "refunded") throw new AppError("CONFLICT", "This payment has been refunded.");
  if (expiryPassed(input.expiry, now)) throw new AppError("PAYMENT_REQUIRED", "Your card has expired.");

  const db = await getDb();
  const last4 = input.cardNumber.slice(-4);
  if (input.cardNumber === TEST_CARDS.declined) {
    await db
      .update(paymentIntents)
      .set({
        status: "failed",
        metadata: { ...(row.metadata ?? {}), lastError: "card_declined", last4 },
        updatedAt: now,
      })
      .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, row.status)));
    throw new AppError("PAYMENT_REQUIRED", "Your card was declined.");
  }
  if (input.cardNumber !== TEST_CARDS.success) {
    throw new AppError(
      "PAYMENT_REQUIRED",
      "Your card number is incorrect. In test mode use 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).",
    );
  }
  const updated = await db
    .update(paymentIntents)
    .set({ status: "succeeded", metadata: { ...(row.metadata ?? {}), last4 }, updatedAt: now })
    .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, row.status)))
    .returning({ status: paymentIntents.status });
  if (updated.length === 0) {
    // Someone confirmed or refunded it meanwhile: answer its current state.
    const current = await findRow(input.paymentIntentId);
    if (current?.status === "succeeded") return { id: current.providerPaymentId, status: current.status };
    throw new AppError("CONFLICT", "This payment changed while it was being confirmed. Please try again.");
  }
  return { id: row.providerPaymentId, status: "succeeded" };
}
