/**
 * Reads one file field of a multipart/form-data request without trusting the
 * client's sizes: the body is counted as it streams and the read stops with
 * 413 once it passes the limit (plus room for the form's other parts).
 */
import { AppError } from "../../../server/http/errors.ts";

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export async function readMultipartFile(
  request: Request,
  field: string,
  options: { maxBytes: number; tooLargeMessage: string; notMultipartMessage: string },
): Promise<File | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", options.notMultipartMessage);
  const limit = options.maxBytes + MULTIPART_OVERHEAD_BYTES;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new AppError("PAYLOAD_TOO_LARGE", options.tooLargeMessage);
  if (!request.body) return null;

  let seen = 0;
  let overLimit = false;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) {
          overLimit = true;
          controller.error(new AppError("PAYLOAD_TOO_LARGE", options.tooLargeMessage));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  let form: FormData;
  try {
    form = await new Response(counted, { headers: { "content-type": type } }).formData();
  } catch (error) {
    if (overLimit) throw new AppError("PAYLOAD_TOO_LARGE", options.tooLargeMessage);
    if (error instanceof AppError) throw error;
    throw new AppError("BAD_REQUEST", "The upload could not be read. Please try again.");
  }
  const value = form.get(field);
  return value instanceof File ? value : null;
}
