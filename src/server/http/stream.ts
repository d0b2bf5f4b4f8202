/**
 * Long-running work (skit generation) answered either as plain JSON or, when
 * the client asks for text/event-stream, as server-sent events:
 *   event: progress  data: {"chunk": "..."}
 *   event: done      data: <result JSON>
 *   event: error     data: {"message": "...", "status": 4xx/5xx, "errors"?: {...}}
 */
import { errorResponse, json } from "./handler.ts";

export function wantsEventStream(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("text/event-stream");
}

export async function respondWithProgress<T>(
  request: Request,
  run: (onProgress: ((chunk: string) => void) | undefined, signal: AbortSignal) => Promise<T>,
  status = 200,
): Promise<Response> {
  if (!wantsEventStream(request)) {
    return json(await run(undefined, request.signal), { status });
  }
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const send = (event: string, data: unknown) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        } catch {
          open = false;
        }
      };
      try {
        const result = await run((chunk) => send("progress", { chunk }), request.signal);
        send("done", result);
      } catch (error) {
        const response = errorResponse(error);
        const body = (await response.json()) as Record<string, unknown>;
        send("error", { ...body, status: response.status });
      } finally {
        open = false;
        controller.close();
      }
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
    },
  });
}
