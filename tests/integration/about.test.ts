import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveUpload } from "../../src/features/admin/server/serve-upload.ts";
import * as aboutRoute from "../../src/pages/api/about.ts";
import * as videoRoute from "../../src/pages/api/upload/video.ts";
import * as uploadsRoute from "../../src/pages/uploads/[...path].ts";
import type { SessionUser } from "../../src/server/auth/current-user.ts";
import { parseConfig, resetConfigForTests } from "../../src/server/config.ts";
import { getDb } from "../../src/server/db/client.ts";
import { aboutContent, auditLog, uploadedFiles } from "../../src/server/db/schema.ts";
import {
  getStorage,
  localStorage,
  s3SettingsFrom,
  s3Storage,
  setStorageForTests,
} from "../../src/server/services/storage.ts";
import { createAdmin, createUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";

const MAX = 1024;
let admin: SessionUser;
let uploadsDir: string;

beforeAll(async () => {
  process.env.VIDEO_MAX_BYTES = String(MAX);
  resetConfigForTests();
  uploadsDir = mkdtempSync(path.join(os.tmpdir(), "ss-uploads-"));
  setStorageForTests(localStorage(uploadsDir));
  admin = await createAdmin();
});

afterAll(() => {
  setStorageForTests(null);
  delete process.env.VIDEO_MAX_BYTES;
  resetConfigForTests();
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** Bytes 0, 1, 2, … (mod 256), so any range can be checked by value. */
const pattern = (size: number): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(new ArrayBuffer(size));
  for (let i = 0; i < size; i++) bytes[i] = i % 256;
  return bytes;
};

function videoForm(
  options: { bytes?: Uint8Array<ArrayBuffer>; type?: string; name?: string; field?: string } = {},
) {
  const form = new FormData();
  form.append(
    options.field ?? "video",
    new File([options.bytes ?? pattern(600)], options.name ?? "intro.mp4", {
      type: options.type ?? "video/mp4",
    }),
  );
  return form;
}

const upload = (form: FormData | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
  callRoute(videoRoute, "POST", { user: admin, rawBody: form, headers });

async function bytesOf(response: Response): Promise<number[]> {
  return [...new Uint8Array(await response.arrayBuffer())];
}

describe("About content", () => {
  it("answers the default content before anything is saved", async () => {
    const res = await callRoute(aboutRoute, "GET");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: "About Scripture Skits",
      team: [],
      videoUrl: null,
      updatedAt: null,
    });
  });

  it("validates: title and main text required, team names required, safe video and photo URLs only", async () => {
    const res = await callRoute(aboutRoute, "POST", {
      user: admin,
      body: {
        title: " ",
        team: [{ name: "", role: "Founder", bio: "", photoUrl: "javascript:alert(1)" }],
        videoUrl: "data:text/html,hi",
      },
    });
    expect(res.status).toBe(400);
    const errors = (res.body as { errors: Record<string, string[]> }).errors;
    expect(errors.title).toEqual(["Title is required"]);
    expect(errors.mainText).toEqual(["Main text is required"]);
    expect(errors["team.0.name"]).toEqual(["Team member name is required"]);
    expect(errors["team.0.photoUrl"]).toBeDefined();
    expect(errors.videoUrl).toBeDefined();
  });

  it("saves the content (one row, updated in place), audit-logged, and serves it back", async () => {
    const first = await callRoute(aboutRoute, "POST", {
      user: admin,
      body: {
        title: "Who we are",
        subtitle: "",
        mainText: "We help teachers.\n\nEvery skit is reviewed.",
        team: [
          {
            name: "Sarah Miller",
            role: "Founder",
            bio: "Teacher.",
            photoUrl: "https://example.test/sarah.jpg",
          },
        ],
        videoUrl: "/uploads/videos/intro.mp4",
      },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      title: "Who we are",
      subtitle: null,
      videoUrl: "/uploads/videos/intro.mp4",
    });
    const second = await callRoute(aboutRoute, "POST", {
      user: admin,
      body: { title: "Who we are, again", mainText: "Updated text.", team: [], videoUrl: null },
    });
    expect(second.status).toBe(200);
    const read = await callRoute(aboutRoute, "GET");
    expect(read.body).toMatchObject({
      title: "Who we are, again",
      mainText: "Updated text.",
      team: [],
      videoUrl: null,
    });
    const db = await getDb();
    expect(await db.select().from(aboutContent)).toHaveLength(1);
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "about.update"));
    expect(entries).toHaveLength(2);
    expect(entries[1]!.before).toMatchObject({ title: "Who we are" });
  });

  it("refuses visitors and non-admins", async () => {
    const body = { title: "Hijack", mainText: "Nope" };
    expect((await callRoute(aboutRoute, "POST", { body })).status).toBe(401);
    expect((await callRoute(aboutRoute, "POST", { user: await createUser(), body })).status).toBe(403);
  });
});

describe("POST /api/upload/video", () => {
  it("refuses a file that is not a video with 415, and a request that is not multipart", async () => {
    const wrong = await upload(videoForm({ type: "text/html", name: "page.html" }));
    expect(wrong.status).toBe(415);
    expect((wrong.body as { message: string }).message).toBe("Please select a video file (video/*)");
    const image = await upload(videoForm({ type: "image/png", name: "photo.png" }));
    expect(image.status).toBe(415);
    const json = await callRoute(videoRoute, "POST", { user: admin, body: { video: "x" } });
    expect(json.status).toBe(415);
  });

  it("refuses an oversized video with 413 (just over the limit, and far over it)", async () => {
    const over = await upload(videoForm({ bytes: pattern(MAX + 1) }));
    expect(over.status).toBe(413);
    expect((over.body as { message: string }).message).toMatch(/^The video must be .* or less$/);
    // Far over: refused while the body streams in, and up front when Content-Length says so.
    const encoded = new Response(videoForm({ bytes: pattern(MAX + 200 * 1024) }));
    const type = encoded.headers.get("content-type")!;
    const raw = new Uint8Array(await encoded.arrayBuffer()) as Uint8Array<ArrayBuffer>;
    const streamed = await upload(raw, { "content-type": type });
    expect(streamed.status).toBe(413);
    const declared = await upload(raw, { "content-type": type, "content-length": String(raw.byteLength) });
    expect(declared.status).toBe(413);
    const exact = await upload(videoForm({ bytes: pattern(MAX) }));
    expect(exact.status).toBe(201);
  });

  it("refuses a missing field and an empty file with 400", async () => {
    expect((await upload(videoForm({ field: "file" }))).status).toBe(400);
    expect((await upload(videoForm({ bytes: pattern(0) }))).status).toBe(400);
  });

  it("stores a video, records it, and serves it with its type and byte ranges", async () => {
    const bytes = pattern(600);
    const res = await upload(videoForm({ bytes, type: "video/webm", name: "Welcome Clip.webm" }));
    expect(res.status).toBe(201);
    const body = res.body as { url: string; fileName: string; mimeType: string; size: number; id: number };
    expect(body.url).toMatch(/^\/uploads\/videos\/[0-9a-f-]{36}\.webm$/);
    expect(body).toMatchObject({ mimeType: "video/webm", size: 600 });
    const db = await getDb();
    const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, body.id));
    expect(row).toMatchObject({ originalName: "Welcome Clip.webm", uploadedBy: admin.id, url: body.url });

    const key = body.url.slice("/uploads/".length);
    const full = await callRoute(uploadsRoute, "GET", { params: { path: key } });
    expect(full.status).toBe(200);
    expect(full.response.headers.get("content-type")).toBe("video/webm");
    expect(full.response.headers.get("accept-ranges")).toBe("bytes");
    expect(full.response.headers.get("content-length")).toBe("600");
    expect(await bytesOf(full.response)).toEqual([...bytes]);

    const part = await callRoute(uploadsRoute, "GET", {
      params: { path: key },
      headers: { range: "bytes=100-109" },
    });
    expect(part.status).toBe(206);
    expect(part.response.headers.get("content-range")).toBe("bytes 100-109/600");
    expect(part.response.headers.get("content-length")).toBe("10");
    expect(await bytesOf(part.response)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, 109]);

    const tail = await callRoute(uploadsRoute, "GET", {
      params: { path: key },
      headers: { range: "bytes=-4" },
    });
    expect(tail.status).toBe(206);
    expect(tail.response.headers.get("content-range")).toBe("bytes 596-599/600");
    expect(await bytesOf(tail.response)).toEqual([596 % 256, 597 % 256, 598 % 256, 599 % 256]);

    const open = await callRoute(uploadsRoute, "GET", {
      params: { path: key },
      headers: { range: "bytes=590-" },
    });
    expect(open.response.headers.get("content-range")).toBe("bytes 590-599/600");

    const bad = await callRoute(uploadsRoute, "GET", {
      params: { path: key },
      headers: { range: "bytes=600-700" },
    });
    expect(bad.status).toBe(416);
    expect(bad.response.headers.get("content-range")).toBe("bytes */600");
    const backwards = await callRoute(uploadsRoute, "GET", {
      params: { path: key },
      headers: { range: "bytes=9-3" },
    });
    expect(backwards.status).toBe(416);

    // A stale If-Range gets the whole file; a matching ETag gets 304.
    const etag = full.response.headers.get("etag")!;
    const stale = await callRoute(uploadsRoute, "GET", {
      params: { path: key },
      headers: { range: "bytes=0-1", "if-range": '"old"' },
    });
    expect(stale.status).toBe(200);
    const cached = await callRoute(uploadsRoute, "GET", {
      params: { path: key },
      headers: { "if-none-match": etag },
    });
    expect(cached.status).toBe(304);

    const head = await serveUpload({
      db,
      key,
      request: new Request(`http://localhost${body.url}`, { method: "HEAD" }),
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("600");
    expect(head.body).toBeNull();
  });

  it("serves nothing that was not uploaded, and no path tricks", async () => {
    for (const key of ["videos/missing.mp4", "../pglite/PG_VERSION", "videos/../../etc/passwd", ""]) {
      expect((await callRoute(uploadsRoute, "GET", { params: { path: key } })).status, key).toBe(404);
    }
  });
});

/** A local HTTP server that answers like S3's PutObject, HeadObject, GetObject (with Range) and DeleteObject. */
function fakeS3(options: { accessKeyId: string }) {
  const objects = new Map<string, { body: Buffer; contentType: string; etag: string }>();
  const requests: {
    method: string;
    path: string;
    authorization: string;
    contentSha256: string | undefined;
    amzDate: string | undefined;
  }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const key = decodeURIComponent(url.pathname);
      const authorization = String(req.headers.authorization ?? "");
      const contentSha256 = req.headers["x-amz-content-sha256"] as string | undefined;
      requests.push({
        method: req.method ?? "",
        path: key,
        authorization,
        contentSha256,
        amzDate: req.headers["x-amz-date"] as string | undefined,
      });
      if (
        !authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/`) ||
        !authorization.includes("Signature=")
      ) {
        res.writeHead(403, { "content-type": "application/xml" });
        res.end("<Error><Code>AccessDenied</Code></Error>");
        return;
      }
      const body = Buffer.concat(chunks);
      if (req.method === "PUT") {
        if (
          contentSha256 !== "UNSIGNED-PAYLOAD" &&
          contentSha256 !== createHash("sha256").update(body).digest("hex")
        ) {
          res.writeHead(400, { "content-type": "application/xml" });
          res.end("<Error><Code>XAmzContentSHA256Mismatch</Code></Error>");
          return;
        }
        const etag = `"${createHash("md5").update(body).digest("hex")}"`;
        objects.set(key, {
          body,
          contentType: String(req.headers["content-type"] ?? "binary/octet-stream"),
          etag,
        });
        res.writeHead(200, { etag });
        res.end();
        return;
      }
      const object = objects.get(key);
      if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204);
        res.end();
        return;
      }
      if (!object) {
        res.writeHead(404, { "content-type": "application/xml" });
        res.end(
          req.method === "HEAD"
            ? undefined
            : "<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>",
        );
        return;
      }
      const common = {
        "content-type": object.contentType,
        etag: object.etag,
        "last-modified": new Date(0).toUTCString(),
        "accept-ranges": "bytes",
      };
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ""));
      if (range) {
        const start = Number(range[1]);
        const end = Math.min(Number(range[2]), object.body.length - 1);
        const slice = object.body.subarray(start, end + 1);
        res.writeHead(206, {
          ...common,
          "content-length": slice.length,
          "content-range": `bytes ${start}-${end}/${object.body.length}`,
        });
        res.end(req.method === "HEAD" ? undefined : slice);
        return;
      }
      res.writeHead(200, { ...common, "content-length": object.body.length });
      res.end(req.method === "HEAD" ? undefined : object.body);
    });
  });
  return {
    objects,
    requests,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("S3-compatible storage", () => {
  it("is chosen when S3_BUCKET and keys are configured, and not otherwise", () => {
    expect(s3SettingsFrom(parseConfig({}))).toBeNull();
    expect(s3SettingsFrom(parseConfig({ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "AKIA" }))).toBeNull();
    expect(
      s3SettingsFrom(
        parseConfig({
          S3_BUCKET: "media",
          S3_ACCESS_KEY_ID: "AKIA",
          S3_SECRET_ACCESS_KEY: "s",
          S3_ENDPOINT: "http://127.0.0.1:9000",
          S3_REGION: "eu-west-1",
        }),
      ),
    ).toMatchObject({ bucket: "media", region: "eu-west-1", endpoint: "http://127.0.0.1:9000" });
  });

  it("uploads with signed PutObject requests and serves ranges through GetObject", async () => {
    const s3 = fakeS3({ accessKeyId: "AKIATESTKEY" });
    const endpoint = await s3.start();
    try {
      setStorageForTests(
        s3Storage({
          bucket: "skit-media",
          region: "us-east-1",
          accessKeyId: "AKIATESTKEY",
          secretAccessKey: "test-secret",
          endpoint,
        }),
      );
      expect(getStorage().kind).toBe("s3");
      const bytes = pattern(700);
      const res = await upload(videoForm({ bytes, type: "video/mp4" }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { url } = res.body as { url: string };
      expect(url).toMatch(/^\/uploads\/videos\/[0-9a-f-]{36}\.mp4$/);
      const key = url.slice("/uploads/".length);

      // Path-style, signed with SigV4 and a payload hash, with the content type.
      const stored = s3.objects.get(`/skit-media/${key}`);
      expect(stored?.contentType).toBe("video/mp4");
      expect([...stored!.body]).toEqual([...bytes]);
      const put = s3.requests.find((r) => r.method === "PUT")!;
      expect(put.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIATESTKEY\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/,
      );
      expect(put.amzDate).toMatch(/^\d{8}T\d{6}Z$/);

      const part = await callRoute(uploadsRoute, "GET", {
        params: { path: key },
        headers: { range: "bytes=256-259" },
      });
      expect(part.status).toBe(206);
      expect(part.response.headers.get("content-range")).toBe("bytes 256-259/700");
      expect(part.response.headers.get("content-type")).toBe("video/mp4");
      expect(await bytesOf(part.response)).toEqual([0, 1, 2, 3]);
      const full = await callRoute(uploadsRoute, "GET", { params: { path: key } });
      expect(full.status).toBe(200);
      expect(await bytesOf(full.response)).toEqual([...bytes]);
      expect(
        (await callRoute(uploadsRoute, "GET", { params: { path: key }, headers: { range: "bytes=700-" } }))
          .status,
      ).toBe(416);

      // A public bucket URL is used for playback when configured.
      const publicStorage = s3Storage({
        bucket: "b",
        region: "us-east-1",
        accessKeyId: "a",
        secretAccessKey: "s",
        publicUrl: "https://cdn.example.test/media/",
      });
      expect(publicStorage.urlFor("videos/x.mp4")).toBe("https://cdn.example.test/media/videos/x.mp4");

      // Wrong credentials: the upload fails cleanly and nothing is recorded.
      setStorageForTests(
        s3Storage({
          bucket: "skit-media",
          region: "us-east-1",
          accessKeyId: "WRONG",
          secretAccessKey: "x",
          endpoint,
        }),
      );
      const db = await getDb();
      const before = (await db.select().from(uploadedFiles)).length;
      const refused = await upload(videoForm());
      expect(refused.status).toBe(500);
      expect((await db.select().from(uploadedFiles)).length).toBe(before);
    } finally {
      setStorageForTests(localStorage(uploadsDir));
      await s3.stop();
    }
  });
});
