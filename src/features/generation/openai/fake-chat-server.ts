/**
 * Test support: a chat-completions server on 127.0.0.1 that answers from a script of
 * replies, one per request, and records what it was sent. It speaks both the streaming
 * (text/event-stream) and the plain JSON form of `POST /v1/chat/completions`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeReply =
  /** The answer text, split into these pieces (streamed as deltas, or joined into one JSON message). */
  | {
      kind: "answer";
      pieces: string[];
      finishReason?: string;
      delayMs?: number;
      /** Answer with one JSON completion even when a stream was asked for. */
      ignoreStream?: boolean;
    }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: "status"; status: number; message: string }
  /** Never answers (not even headers). */
  | { kind: "hang" }
  /** Streams these pieces, then stays silent without ending the stream. */
  | { kind: "stall"; pieces: string[] };

export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    response_format?: { type: string };
    [key: string]: unknown;
  };
}

export interface FakeChatServer {
  baseURL: string;
  requests: RecordedRequest[];
  /** Resolves when the client of request i has gone away (its connection closed). */
  closed(i: number): Promise<void>;
  close(): Promise<void>;
}

function chunk(id: string, model: string, delta: Record<string, string>, finish: string | null): string {
  const data = {
    id,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(data)}\n\n`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeChatServer(
  replies: FakeReply[] | ((request: RecordedRequest, index: number) => FakeReply),
): Promise<FakeChatServer> {
  const requests: RecordedRequest[] = [];
  const closedPromises: Promise<void>[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse, index: number): Promise<void> {
    const raw = await new Promise<string>((resolve) => {
      let data = "";
      req.setEncoding("utf8");
      req.on("data", (c: string) => {
        data += c;
      });
      req.on("end", () => resolve(data));
    });
    const recorded: RecordedRequest = {
      method: req.method ?? "",
      url: req.url ?? "",
      authorization: req.headers.authorization,
      body: raw ? (JSON.parse(raw) as RecordedRequest["body"]) : {},
    };
    requests.push(recorded);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `No route ${req.method} ${req.url}` } }));
      return;
    }
    const reply = typeof replies === "function" ? replies(recorded, index) : replies[index];
    if (!reply) throw new Error(`The fake chat server got an unexpected request #${index + 1}`);
    const model = recorded.body.model ?? "unknown";
    const id = `chatcmpl-${index}`;

    if (reply.kind === "hang") return;
    if (reply.kind === "status") {
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: reply.message, type: "server_error", code: null } }));
      return;
    }
    if (!recorded.body.stream || (reply.kind === "answer" && reply.ignoreStream)) {
      const text = reply.pieces.join("");
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: text },
              finish_reason: reply.kind === "answer" ? (reply.finishReason ?? "stop") : "stop",
            },
          ],
        }),
      );
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.write(chunk(id, model, { role: "assistant", content: "" }, null));
    for (const piece of reply.pieces) {
      if (reply.kind === "answer" && reply.delayMs) await sleep(reply.delayMs);
      if (res.destroyed) return;
      res.write(chunk(id, model, { content: piece }, null));
    }
    if (reply.kind === "stall") return;
    res.write(chunk(id, model, {}, reply.finishReason ?? "stop"));
    res.end("data: [DONE]\n\n");
  }

  const server = createServer((req, res) => {
    const index = closedPromises.length;
    closedPromises.push(new Promise((resolve) => res.on("close", () => resolve())));
    handle(req, res, index).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    closed: (i) => closedPromises[i] ?? Promise.reject(new Error(`No request #${i + 1}`)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
