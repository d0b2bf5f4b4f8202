/** A tiny levelled logger; LOG_LEVEL=silent keeps tests quiet. */
const order = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = keyof typeof order;

function enabled(level: Level): boolean {
  const configured = (process.env.LOG_LEVEL as Level | undefined) ?? "info";
  return order[level] >= (order[configured] ?? order.info);
}

function write(level: Exclude<Level, "silent">, message: string, extra?: unknown): void {
  if (!enabled(level)) return;
  const line = `[${new Date().toISOString()}] ${level.toUpperCase()} ${message}`;
  const out = level === "error" || level === "warn" ? console.error : console.log;
  if (extra === undefined) out(line);
  else out(line, extra);
}

export const logger = {
  debug: (m: string, extra?: unknown) => write("debug", m, extra),
  info: (m: string, extra?: unknown) => write("info", m, extra),
  warn: (m: string, extra?: unknown) => write("warn", m, extra),
  error: (m: string, extra?: unknown) => write("error", m, extra),
};
