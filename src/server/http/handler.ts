/**
 * The wrapper every API route uses: runs the handler, turns AppError and zod
 * errors into JSON { message, errors? } with the right status, hides internals
 * on unexpected errors, and answers 503 when the database is unreachable.
 */
import type { APIContext, APIRoute } from "astro";
import { z } from "zod";
import { logger } from "../logger.ts";
import { AppError, validationError } from "./errors.ts";

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
  return new Response(JSON.stringify(data), { ...init, headers });
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "CONNECT_TIMEOUT",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
]);

/** True when the error (or any error it wraps, e.g. Drizzle's query error) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    const message = current instanceof Error ? current.message : "";
    if (
      /ECONNREFUSED|ECONNRESET|connect_timeout|Connection terminated|CONNECTION_(CLOSED|DESTROYED|ENDED)/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return json(
      error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
      { status: error.status, ...(error.headers ? { headers: error.headers } : {}) },
    );
  }
  if (error instanceof z.ZodError) return errorResponse(validationError(error));
  if (error instanceof Error && error.name === "GenerationError") {
    // The generator's own message is written for teachers (no internals).
    logger.warn(`generation failed: ${error.message}`);
    return json({ message: error.message }, { status: 502 });
  }
  if (isDatabaseUnavailable(error)) {
    logger.error("database unavailable", error);
    return json(
      { message: "The service is temporarily unavailable. Please try again in a moment." },
      { status: 503, headers: { "retry-after": "5" } },
    );
  }
  logger.error("unexpected error", error);
  return json({ message: "Something went wrong on our side. Please try again." }, { status: 500 });
}

/** Wraps an API route so errors always answer as JSON. */
export function api(handler: (ctx: APIContext) => Promise<Response> | Response): APIRoute {
  return async (ctx) => {
    try {
      return await handler(ctx);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

const MAX_JSON_BYTES = 256 * 1024;

/** Reads a JSON body (at most 256 KB) and validates it with the schema. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_JSON_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "The request body is too large.");
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > MAX_JSON_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", "The request body is too large.");
  }
  let body: unknown = {};
  if (text.trim() !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
    }
  }
  // PostgreSQL text cannot hold NUL characters: refuse them here rather than fail in the database.
  if (text.includes("\\u0000") && containsNul(body)) {
    throw new AppError("BAD_REQUEST", "The request contains a character that is not allowed.");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, v]) => key.includes("\u0000") || containsNul(v));
  }
  return false;
}

/** Parses a positive integer route parameter, or answers 404. */
export function intParam(value: string | undefined, what = "Not found"): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw new AppError("NOT_FOUND", what);
  return Number(value);
}
