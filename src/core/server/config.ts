/**
 * Configuration from environment variables, validated once at start-up. A bad value stops the
 * server with a message that names the variable.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { signupModes } from "@core/shared/signup";

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
const optional = <T extends z.ZodType>(s: T) => z.preprocess(emptyToUndefined, s.optional());
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const quotaBytes = z.coerce
  .number()
  .int("moet een heel aantal bytes zijn")
  .min(1024 * 1024, "moet minstens 1048576 (1 MB) zijn")
  .max(Number.MAX_SAFE_INTEGER, "is te groot");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "moet beginnen met postgres:// of postgresql://")),
  /**
   * PostgreSQL connections the server keeps open. Every request waits for one (the session check
   * first), so under load too few make requests queue; each costs the database server memory.
   */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: "moet een heel getal zijn" })
    .int("moet een heel getal zijn")
    .min(1, "moet minstens 1 zijn")
    .max(500, "mag hoogstens 500 zijn")
    .default(20),
  APP_URL: optional(z.url()),
  SIGNUP_MODE: z.enum(signupModes).default("open"),
  AUTH_SECRET: optional(z.string().min(32, "moet minstens 32 tekens hebben")),
  TRUST_PROXY: z.preprocess(emptyToUndefined, bool.default(false)),
  /** Sign-in, sign-up and waitlist attempts per minute per client address (each counted on its own). */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Two-factor code entries (authenticator or backup code) per minute per client address. */
  TWO_FACTOR_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Answers to the public client survey per minute per client address. */
  SURVEY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Answers to the public client survey per hour per client address. */
  SURVEY_ADDRESS_HOURLY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /**
   * Answers through one survey link per minute and per hour, whatever the address: many addresses
   * with a leaked link close it for one window at most. 24 hours at the hourly limit stay under
   * the daily limit, so a flood through one link never closes the questionnaire for the day.
   */
  SURVEY_LINK_MINUTE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  SURVEY_LINK_HOURLY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(80),
  /**
   * Answers past the link's limit that are set aside for the Eigenaar, per link per UTC day; more
   * are refused with 429 (bounds what a flood can store).
   */
  SURVEY_SET_ASIDE_DAILY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /** Answers to one organisation's client survey per 24 hours (bounds what a leaked link can store). */
  SURVEY_DAILY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
  /**
   * Questions one auditor link may ask per UTC day (besides 30 an hour): each one mails every
   * Eigenaar and Bewerker, so a leaked link must not keep asking all day long.
   */
  AUDITOR_QUESTION_DAILY_LIMIT: z.coerce.number().int().min(1).max(10_000).default(60),
  /** Auditor links mailed per hour, per signed-in user and per organisation (each mail goes to a typed address). */
  AUDITOR_MAIL_HOURLY_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /**
   * Searches per minute per signed-in person (the dialog searches as one types, after a pause). A
   * search reads the organisation's whole index: this bounds what one session can ask of it.
   */
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Expired rate-limit counters are removed this often (0: never by itself). */
  RATE_LIMIT_CLEANUP_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** On PostgreSQL, new survey answers are put in random order this often (surveys/mixing.ts; 0: never by itself). */
  SURVEY_MIX_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "moet beginnen met smtp:// of smtps://")),
  MAIL_FROM: z.string().default("Normwijs <noreply@normwijs.nl>"),
  /** Where people reach the operator: shown on the Contact page and in the privacy statement. */
  CONTACT_EMAIL: optional(z.email("moet een e-mailadres zijn")),
  /** A client must have sent all request headers within this time, and the whole request within the next. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /**
   * An idle kept-alive connection is closed after this time (clients are told 5 s less); longer
   * than the 60 s proxies and load balancers keep one, so they close first (http/connections.ts).
   */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(65_000),
  /** Live updates (server-sent events): a comment this often keeps proxies from closing the stream. */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(50).max(300_000).default(15_000),
  /** The reminder job runs this often (0: never by itself; `npm run admin -- reminders run` still works). */
  REMINDER_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  /** The activity log keeps entries this many days (NEN 7513 asks a retention period; default two years). */
  ACTIVITY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
  /** The activity log's retention job runs this often (0: never by itself). */
  ACTIVITY_RETENTION_INTERVAL_MS: z.coerce.number().int().min(0).max(604_800_000).default(86_400_000),
  /** The documents sweep (abandoned uploads, the recycle bin's 30 days) runs this often (0: never by itself). */
  FILE_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  /**
   * A file a user sends (a Word handbook, an import ZIP) is parsed in a worker thread with this heap
   * ceiling and time limit, one at a time per instance; PARSE_MAX_WAITING more may wait their turn,
   * beyond that the sender hears 'bezig' (http/parse-worker.ts).
   */
  PARSE_MEMORY_MB: z.coerce.number().int().min(64).max(8_192).default(384),
  PARSE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
  PARSE_MAX_WAITING: z.coerce.number().int().min(0).max(1_000).default(4),
  /**
   * The data files of an import ZIP (values.json and the others, up to about the KMS quota) are
   * read and checked in a worker of their own with this heap ceiling and time limit, one import at
   * a time per instance (transfer/archive-data.ts).
   */
  IMPORT_PARSE_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).default(1_536),
  IMPORT_PARSE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(1_800_000).default(120_000),
  /** Word handbook uploads ('Handboek importeren') per person per hour. */
  HANDBOOK_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // File storage: local disk under DATA_DIR unless S3_BUCKET is set.
  S3_ENDPOINT: optional(z.url()),
  S3_BUCKET: optional(z.string().min(3)),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, bool.default(false)),
  // Billing: off unless STRIPE_SECRET_KEY is set.
  STRIPE_SECRET_KEY: optional(z.string().startsWith("sk_", "moet beginnen met sk_")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith("whsec_", "moet beginnen met whsec_")),
  /** A price id (price_…) or a lookup key; a lookup key's price is created on first use. */
  STRIPE_PRICE_MONTHLY: z.preprocess(emptyToUndefined, z.string().default("normwijs_monthly")),
  STRIPE_PRICE_SETUP: z.preprocess(emptyToUndefined, z.string().default("normwijs_setup")),
  STRIPE_PAYMENT_METHODS: z.string().default("card,ideal,sepa_debit"),
  /** Only for tests: send the Stripe SDK to a fake server, e.g. http://127.0.0.1:12111 */
  STRIPE_API_BASE: optional(z.url()),
  TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  // Storage quota per organisation, in bytes: uploaded documents (default 5 GB) and the quality
  // system's data, its history included (default 50 MB).
  QUOTA_DOCUMENTS_BYTES: z.preprocess(emptyToUndefined, quotaBytes.default(5 * 1024 ** 3)),
  QUOTA_KMS_BYTES: z.preprocess(emptyToUndefined, quotaBytes.default(50 * 1024 ** 2)),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  appUrl: string;
  dataDir: string;
  authSecret: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string; poolSize: number };
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Ongeldige configuratie (invalid configuration):\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Ongeldige configuratie (invalid configuration):\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: verplicht wanneer S3_BUCKET is ingesteld",
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...e,
    // The origin only (scheme, host, port), as browsers send it in the Origin header.
    appUrl: new URL(e.APP_URL ?? `http://localhost:${e.PORT}`).origin,
    dataDir,
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: "sqlite", file: path.join(dataDir, "normwijs.sqlite") },
  };
}

/** The auth secret is generated once into DATA_DIR, so a fresh install needs no setup. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
