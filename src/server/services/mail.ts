/**
 * Outgoing mail. Two transports:
 * - SMTP through nodemailer when SMTP_URL is set (smtp://user:pass@host:port, smtps://…);
 * - otherwise an outbox: each message is written as an RFC 822 `.eml` file under
 *   `${DATA_DIR}/outbox/`, and one log line names the file and any links in the text, so a
 *   developer can follow a password-reset link from the console. `readOutbox()` reads the
 *   messages back (newest first) for end-to-end tests.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { config } from "../config.ts";
import { logger } from "../logger.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/** A message as read back from the outbox. */
export interface OutboxMessage {
  /** Absolute path of the `.eml` file. */
  file: string;
  from: string;
  to: string;
  subject: string;
  /** The plain-text body ("" when the message had none). */
  text: string;
  /** The HTML body, when the message had one. */
  html?: string;
  date: Date | null;
}

/** Sending failed; the message says why without repeating credentials. */
export class MailError extends Error {
  override readonly name = "MailError";
}

const LINK_PATTERN = /https?:\/\/[^\s<>"'`]+/g;

/** The http(s) links in a text, without trailing sentence punctuation. */
export function findLinks(text: string): string[] {
  return [...text.matchAll(LINK_PATTERN)].map((m) => m[0].replace(/[.,;:!?)\]}]+$/, ""));
}

// ---------------------------------------------------------------------------
// SMTP

/** Sends through an SMTP server given as a connection URL. */
export function smtpTransport(url: string, from: string): MailTransport {
  // Bounded waits so a stalled server cannot hold a request for minutes; query
  // parameters in the URL (?socketTimeout=…) take precedence.
  const transporter = nodemailer.createTransport(
    { url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 },
    { from },
  );
  return {
    name: "smtp",
    async send(message) {
      try {
        await transporter.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new MailError(`The email to ${message.to} could not be sent: ${redactUrls(reason)}`, {
          cause: error,
        });
      }
    },
  };
}

/** Hides any user:password@ part of URLs in an error text. */
function redactUrls(text: string): string {
  return text.replace(/(\w+:\/\/)[^\s/@]+@/g, "$1***@");
}

// ---------------------------------------------------------------------------
// Outbox

let sequence = 0;

function outboxFileName(now: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  return `${stamp}-${String(sequence).padStart(6, "0")}-${randomBytes(3).toString("hex")}.eml`;
}

/** Writes each message as an `.eml` file in `directory` and logs where it went. */
export function outboxTransport(directory: string, from: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    name: "outbox",
    async send(message) {
      try {
        await writeToOutbox(message);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new MailError(`The email to ${message.to} could not be saved to the outbox: ${reason}`, {
          cause: error,
        });
      }
    },
  };

  async function writeToOutbox(message: MailMessage): Promise<void> {
    const now = new Date();
    const info = await composer.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      date: now,
      ...(message.html === undefined ? {} : { html: message.html }),
    });
    const raw = Buffer.isBuffer(info.message) ? info.message : await streamToBuffer(info.message);
    await mkdir(directory, { recursive: true });
    const file = path.resolve(directory, outboxFileName(now));
    await writeFile(file, raw);
    const links = findLinks(message.text);
    logger.info(
      `Mail to ${message.to} ("${message.subject}") written to ${file}` +
        (links.length > 0 ? ` — links: ${links.join(" ")}` : ""),
    );
  }
}

async function streamToBuffer(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  }
  return Buffer.concat(chunks);
}

/** The outbox directory of this process's configuration. */
export function outboxDirectory(): string {
  return path.resolve(config().DATA_DIR, "outbox");
}

/** The messages in the outbox, newest first. An absent outbox reads as empty. */
export async function readOutbox(directory: string = outboxDirectory()): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = names
    .filter((n) => n.endsWith(".eml"))
    .sort()
    .reverse();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(path.resolve(directory), name);
      return { file, ...parseRawEmail(await readFile(file, "utf8")) };
    }),
  );
}

// ---------------------------------------------------------------------------
// A small MIME reader, enough for what nodemailer writes: single-part or multipart
// (alternative/mixed) messages, 7bit/8bit/quoted-printable/base64 bodies and
// RFC 2047 encoded header words.

type Headers = Map<string, string>;

function splitHeadersAndBody(raw: string): { headers: Headers; body: string } {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers: Headers = new Map();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(key)) headers.set(key, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBytes(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset || "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

function quotedPrintableBytes(text: string, headerMode: boolean): Uint8Array {
  const source = (headerMode ? text.replace(/_/g, " ") : text).replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    const hex = source.slice(i + 1, i + 3);
    if (ch === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, "utf8"));
    }
  }
  return Uint8Array.from(bytes);
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header value. */
export function decodeHeaderWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[bBqQ]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(
      /=\?([^?*]+)(?:\*[^?]*)?\?([bBqQ])\?([^?]*)\?=/g,
      (_m, charset: string, enc: string, data: string) =>
        decodeBytes(
          enc.toUpperCase() === "B" ? Buffer.from(data, "base64") : quotedPrintableBytes(data, true),
          charset,
        ),
    );
}

function headerParam(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, "i").exec(value);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeBody(body: string, headers: Headers): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const charset = headerParam(headers.get("content-type") ?? "", "charset") ?? "utf-8";
  if (encoding === "base64") return decodeBytes(Buffer.from(body.replace(/\s+/g, ""), "base64"), charset);
  if (encoding === "quoted-printable") return decodeBytes(quotedPrintableBytes(body, false), charset);
  return body;
}

function collectParts(raw: string, into: { text?: string; html?: string }): void {
  const { headers, body } = splitHeadersAndBody(raw);
  const contentType = headers.get("content-type") ?? "text/plain";
  const mime = contentType.split(";")[0]!.trim().toLowerCase();
  if (mime.startsWith("multipart/")) {
    const boundary = headerParam(contentType, "boundary");
    if (!boundary) return;
    const delimiter = `--${boundary}`;
    const sections = body.split(new RegExp(`^${escapeRegExp(delimiter)}(?:--)?[ \\t]*$`, "m"));
    // sections[0] is the preamble and the last one the epilogue.
    for (const section of sections.slice(1, -1)) collectParts(section.replace(/^\n/, ""), into);
    return;
  }
  const disposition = (headers.get("content-disposition") ?? "").toLowerCase();
  if (disposition.startsWith("attachment")) return;
  if (mime === "text/plain" && into.text === undefined)
    into.text = decodeBody(body, headers).replace(/\n$/, "");
  if (mime === "text/html" && into.html === undefined)
    into.html = decodeBody(body, headers).replace(/\n$/, "");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Reads the fields this app cares about out of an RFC 822 message. */
export function parseRawEmail(raw: string): Omit<OutboxMessage, "file"> {
  const { headers } = splitHeadersAndBody(raw);
  const parts: { text?: string; html?: string } = {};
  collectParts(raw, parts);
  const dateHeader = headers.get("date");
  const date = dateHeader ? new Date(dateHeader) : null;
  return {
    from: decodeHeaderWords(headers.get("from") ?? ""),
    to: decodeHeaderWords(headers.get("to") ?? ""),
    subject: decodeHeaderWords(headers.get("subject") ?? ""),
    text: parts.text ?? "",
    ...(parts.html === undefined ? {} : { html: parts.html }),
    date: date && !Number.isNaN(date.getTime()) ? date : null,
  };
}

// ---------------------------------------------------------------------------
// The process-wide transport

let override: MailTransport | null = null;
let cached: { key: string; transport: MailTransport } | undefined;

function currentTransport(): MailTransport {
  if (override) return override;
  const { SMTP_URL, MAIL_FROM } = config();
  const key = SMTP_URL ? `smtp|${SMTP_URL}|${MAIL_FROM}` : `outbox|${outboxDirectory()}|${MAIL_FROM}`;
  if (cached?.key !== key) {
    cached = {
      key,
      transport: SMTP_URL
        ? smtpTransport(SMTP_URL, MAIL_FROM)
        : outboxTransport(outboxDirectory(), MAIL_FROM),
    };
  }
  return cached.transport;
}

/** The transport `sendMail` uses now: "smtp", "outbox" or a test transport's name. */
export function mailTransportName(): string {
  return currentTransport().name;
}

/** Sends one message through SMTP (SMTP_URL set) or into the outbox. Rejects with MailError on failure. */
export async function sendMail(message: MailMessage): Promise<void> {
  await currentTransport().send(message);
}

/** Replaces the transport (null restores the configured one). */
export function setMailTransportForTests(transport: MailTransport | null): void {
  override = transport;
  cached = undefined;
}
