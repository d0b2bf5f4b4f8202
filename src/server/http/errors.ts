/**
 * One error type with a code, and one code → status map. API handlers throw
 * AppError; the handler wrapper answers JSON { message, errors? }.
 */
import type { z } from "zod";

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  override readonly name = "AppError";
  readonly code: ErrorCode;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { errors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** Field errors of a failed zod parse, keyed by the dotted path. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    const list = out[key] ?? [];
    list.push(issue.message);
    out[key] = list;
  }
  return out;
}

/** A 400 whose message is the first validation message (the spec's wording). */
export function validationError(error: z.ZodError): AppError {
  const first = error.issues[0]?.message ?? "Invalid input";
  return new AppError("BAD_REQUEST", first, { errors: fieldErrors(error) });
}

export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
export const forbidden = (message = "You don't have permission to do that.") =>
  new AppError("FORBIDDEN", message);
export const unauthorized = (message = "Authentication required: Please sign in.") =>
  new AppError("UNAUTHORIZED", message);
