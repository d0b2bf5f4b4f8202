/**
 * Reads one file field of a multipart upload without trusting the client: the
 * declared Content-Length is checked first, and the body is read only up to the
 * limit (plus room for the multipart envelope) before parsing.
 */
import { AppError } from "../../../server/http/errors.ts";

/** Bytes allowed on top of the file for boundaries, headers and other small fields. */
const ENVELOPE_BYTES = 64 * 1024;

export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

async function readLimited(
  body: ReadableStream<Uint8Array>,
  limit: number,
  tooLarge: () => AppError,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * The file in `field`, or null when none was sent. Throws 413 (tooLargeMessage)
 * past maxBytes and 400 when the body is not multipart form data.
 */
export async function readUploadedFile(
  request: Request,
  options: { field: string; maxBytes: number; tooLargeMessage: string },
): Promise<UploadedFile | null> {
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", options.tooLargeMessage);
  const limit = options.maxBytes + ENVELOPE_BYTES;
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw new AppError("BAD_REQUEST", "Send the file as multipart form data in the field skitFile.");
  }
  const bytes = request.body ? await readLimited(request.body, limit, tooLarge) : new Uint8Array(0);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", "The upload could not be read. Please choose the file again.");
  }
  const entry = form.get(options.field);
  if (entry === null || typeof entry === "string") return null;
  if (entry.size > options.maxBytes) throw tooLarge();
  return { name: entry.name, type: entry.type, bytes: new Uint8Array(await entry.arrayBuffer()) };
}
