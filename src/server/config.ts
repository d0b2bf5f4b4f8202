/**
 * One typed, validated view of the environment. Parsed once; a bad value stops
 * start-up with a message that names the variable.
 */
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  PUBLIC_BASE_URL: optionalString.pipe(z.url().optional()),
  ADMIN_EMAIL: z.email().default("admin@scriptureskits.test"),
  ADMIN_PASSWORD: z.string().min(6).default("admin-password"),
  DEMO_USER_EMAIL: z.email().default("teacher@scriptureskits.test"),
  DEMO_USER_PASSWORD: z.string().min(6).default("teacher-password"),
  SEED_ON_START: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  DENO_KV_URL: optionalString,
  DENO_KV_ACCESS_TOKEN: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Scripture Skits <no-reply@scriptureskits.test>"),
  SUPPORT_EMAIL: z.email().default("support@scriptureskits.test"),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.url().optional()),
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(90_000),
  OAUTH_ISSUER: optionalString.pipe(z.url().optional()),
  OAUTH_CLIENT_ID: optionalString,
  OAUTH_CLIENT_SECRET: optionalString,
  OAUTH_SCOPES: z.string().default("openid email profile"),
  /** Sign-in, registration and forgot-password limits: attempts per window, per email and per IP. */
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  PUBLIC_STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  CREATOR_REVENUE_SHARE: z.coerce.number().min(0).max(100).default(70),
  VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(200 * 1024 * 1024),
  /** S3-compatible storage for uploads (all of endpoint-or-region, bucket and keys set → S3; else DATA_DIR/uploads). */
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Public base URL of the bucket (CDN); without it uploads are served through /uploads/…. */
  S3_PUBLIC_URL: optionalString.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Config = z.infer<typeof envSchema>;

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Config | undefined;

/** The configuration of this process (parsed on first use). */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Tests change the environment between runs; this forgets the parsed copy. */
export function resetConfigForTests(): void {
  cached = undefined;
}
