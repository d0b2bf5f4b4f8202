/**
 * Serves an uploaded file from storage with its recorded content type and
 * HTTP byte ranges (206 + Content-Range; 416 for ranges that cannot be
 * satisfied), so a browser can seek in a video. Only files recorded in
 * uploaded_files are served.
 */
import { eq } from "drizzle-orm";
import type { Tx } from "../../../server/db/client.ts";
import { uploadedFiles } from "../../../server/db/schema.ts";
import { getStorage, isValidStorageKey } from "../../../server/services/storage.ts";
import { contentRange, decideRange } from "../byte-range.ts";

const notFound = () =>
  new Response(JSON.stringify({ message: "File not found." }), {
    status: 404,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

export async function serveUpload(options: { db: Tx; key: string; request: Request }): Promise<Response> {
  const { db, key, request } = options;
  if (!isValidStorageKey(key)) return notFound();
  const [file] = await db
    .select({ mimeType: uploadedFiles.mimeType })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.fileName, key))
    .limit(1);
  if (!file) return notFound();
  const storage = getStorage();
  const info = await storage.stat(key);
  if (!info) return notFound();

  const headers = new Headers({
    "content-type": file.mimeType || info.contentType || "application/octet-stream",
    "accept-ranges": "bytes",
    // Keys are random and never reused, so a copy never goes stale.
    "cache-control": "public, max-age=31536000, immutable",
    "content-disposition": "inline",
  });
  if (info.etag) headers.set("etag", info.etag);
  if (info.lastModified) headers.set("last-modified", info.lastModified.toUTCString());

  const ifNoneMatch = request.headers.get("if-none-match");
  if (info.etag && ifNoneMatch?.split(",").some((tag) => tag.trim() === info.etag || tag.trim() === "*")) {
    return new Response(null, { status: 304, headers });
  }

  // If-Range: the range applies only while the file is the one the client has.
  const ifRange = request.headers.get("if-range");
  const rangeHeader = ifRange && ifRange !== info.etag ? null : request.headers.get("range");
  const decision = decideRange(rangeHeader, info.size);
  const head = request.method === "HEAD";

  if (decision.kind === "unsatisfiable") {
    headers.set("content-range", `bytes */${info.size}`);
    headers.set("content-type", "text/plain; charset=utf-8");
    headers.set("cache-control", "no-store");
    return new Response(head ? null : "Range Not Satisfiable", { status: 416, headers });
  }
  if (decision.kind === "partial") {
    const { range } = decision;
    headers.set("content-range", contentRange(range, info.size));
    headers.set("content-length", String(range.end - range.start + 1));
    const body = head ? null : await storage.read(key, range);
    if (!head && !body) return notFound();
    return new Response(body, { status: 206, headers });
  }
  headers.set("content-length", String(info.size));
  const body = head ? null : await storage.read(key);
  if (!head && !body) return notFound();
  return new Response(body, { status: 200, headers });
}
