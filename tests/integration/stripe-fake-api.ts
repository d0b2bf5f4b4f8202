/**
 * A local HTTP server that answers like Stripe's API for the calls the app
 * makes (create/retrieve PaymentIntents, create refunds), so the real `stripe`
 * SDK can be pointed at it with host/port/protocol. Tests flip payment states
 * with `succeed()` the way the browser's Stripe.js confirmation would.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  receipt_email: string | null;
  created: number;
  livemode: false;
}

export interface FakeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

export interface FakeStripe {
  port: number;
  intents: Map<string, FakeIntent>;
  refunds: { id: string; payment_intent: string; idempotencyKey: string | undefined }[];
  requests: FakeRequest[];
  succeed(id: string): void;
  /** Adds an intent created outside the app (e.g. from Stripe's dashboard). */
  add(intent: Partial<FakeIntent> & { amount: number; metadata: Record<string, string> }): FakeIntent;
  close(): Promise<void>;
}

const rid = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function parseForm(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(body)) out[k] = v;
  return out;
}

function bracketed(form: Record<string, string>, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  const prefix = `${name}[`;
  for (const [k, v] of Object.entries(form)) {
    if (k.startsWith(prefix) && k.endsWith("]")) out[k.slice(prefix.length, -1)] = v;
  }
  return out;
}

export const FAKE_SECRET_KEY = "sk_test_fake_local";

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeStripe["refunds"] = [];
  const requests: FakeRequest[] = [];

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": rid("req") });
    res.end(JSON.stringify(body));
  };
  const missing = (res: http.ServerResponse, what: string, id: string) =>
    send(res, 404, {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such ${what}: '${id}'`,
        param: "id",
      },
    });

  const make = (input: Partial<FakeIntent> & { amount: number; metadata: Record<string, string> }) => {
    const id = input.id ?? rid("pi");
    const intent: FakeIntent = {
      id,
      object: "payment_intent",
      amount: input.amount,
      currency: input.currency ?? "usd",
      status: input.status ?? "requires_payment_method",
      client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
      description: input.description ?? null,
      metadata: input.metadata,
      receipt_email: input.receipt_email ?? null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, intent);
    return intent;
  };

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const form = parseForm(body);
      requests.push({ method: req.method ?? "", path: url.pathname, form, headers: req.headers });
      if (req.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
        send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
        return;
      }
      if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
        const amount = Number(form.amount);
        if (!Number.isInteger(amount) || amount < 50) {
          send(res, 400, {
            error: { type: "invalid_request_error", message: "Invalid amount", param: "amount" },
          });
          return;
        }
        const intent = make({
          amount,
          currency: form.currency ?? "usd",
          description: form.description ?? null,
          metadata: bracketed(form, "metadata"),
          receipt_email: form.receipt_email ?? null,
        });
        send(res, 200, intent);
        return;
      }
      const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && one) {
        const intent = intents.get(decodeURIComponent(one[1]!));
        if (!intent) missing(res, "payment_intent", one[1]!);
        else send(res, 200, intent);
        return;
      }
      if (req.method === "POST" && url.pathname === "/v1/refunds") {
        const intent = intents.get(form.payment_intent ?? "");
        if (!intent) {
          missing(res, "payment_intent", form.payment_intent ?? "");
          return;
        }
        const key = req.headers["idempotency-key"];
        const idempotencyKey = Array.isArray(key) ? key[0] : key;
        const earlier = refunds.find((r) => r.idempotencyKey && r.idempotencyKey === idempotencyKey);
        const refund = earlier ?? { id: rid("re"), payment_intent: intent.id, idempotencyKey };
        if (!earlier) refunds.push(refund);
        send(res, 200, {
          id: refund.id,
          object: "refund",
          amount: intent.amount,
          currency: intent.currency,
          payment_intent: intent.id,
          status: "succeeded",
        });
        return;
      }
      send(res, 404, {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${url.pathname})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    intents,
    refunds,
    requests,
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no fake intent ${id}`);
      intent.status = "succeeded";
    },
    add: make,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
