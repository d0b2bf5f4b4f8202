/**
 * Browser-side calls to the app's JSON API. A non-success status becomes an
 * ApiError whose message is the server's `message` (or the status text).
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: Record<string, string[]> };
    if (typeof body.message === "string") return new ApiError(response.status, body.message, body.errors);
  } catch {
    // not JSON
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "same-origin",
    headers:
      body === undefined
        ? { accept: "application/json" }
        : { accept: "application/json", "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * A request answered with server-sent events (progress, done, error).
 * Calls onProgress for each chunk and resolves with the `done` payload.
 */
export async function apiStream<T>(
  method: string,
  url: string,
  body: unknown,
  onProgress: (chunk: string) => void,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: { accept: "text/event-stream", "content-type": "application/json" },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw await errorFrom(response);
  if (!response.body || !(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
    return (await response.json()) as T;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    let boundary = buffer.indexOf("\n\n");
    while (boundary >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf("\n\n");
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || data === undefined) continue;
      const payload = JSON.parse(data) as Record<string, unknown>;
      if (event === "progress" && typeof payload.chunk === "string") onProgress(payload.chunk);
      else if (event === "done") return payload as T;
      else if (event === "error") {
        throw new ApiError(
          Number(payload.status ?? 500),
          String(payload.message ?? "Please try again or contact support."),
          payload.errors as Record<string, string[]> | undefined,
        );
      }
    }
    if (done) break;
  }
  throw new ApiError(502, "The connection closed before the skit was finished. Please try again.");
}
