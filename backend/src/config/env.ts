import 'reflect-metadata';
import { plainToInstance, Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, Min, MinLength, validateSync } from 'class-validator';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { CatalogFileError, readCatalogFile, type CatalogOverride } from '../llm/catalog/catalog-file';
import { PROVIDER_INFO, PROVIDERS, type Provider } from '../llm/providers';
import { resolveSecret } from './generated-secret';

/**
 * Every environment variable the product reads, with its default. This is the only place that reads
 * `process.env`; the rest of the code receives the typed {@link AppConfig}.
 */
export class EnvironmentVariables {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Type(() => Number)
  @IsInt({ message: 'must be an integer between 1 and 65535' })
  @Min(1, { message: 'must be an integer between 1 and 65535' })
  @Max(65535, { message: 'must be an integer between 1 and 65535' })
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  /** Express "trust proxy": how many proxies sit in front, so rate limits see the real client address. */
  @Type(() => Number)
  @IsInt({ message: 'must be the number of trusted proxy hops (0 to 10)' })
  @Min(0, { message: 'must be the number of trusted proxy hops (0 to 10)' })
  @Max(10, { message: 'must be the number of trusted proxy hops (0 to 10)' })
  TRUST_PROXY_HOPS = 0;

  @IsString()
  @MinLength(1)
  DATA_DIR = './.data';

  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'must be a postgres:// or postgresql:// connection URL' })
  DATABASE_URL?: string;

  @Type(() => Number)
  @IsInt({ message: 'must be an integer between 1024 and 65535' })
  @Min(1024, { message: 'must be an integer between 1024 and 65535' })
  @Max(65535, { message: 'must be an integer between 1024 and 65535' })
  EMBEDDED_DB_PORT = 54329;

  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  @Matches(/^[A-Za-z0-9_-]{1,40}$/, { message: 'must be 1-40 letters, digits, "-" or "_"' })
  QUEUE_PREFIX = 'promptforge';

  @Type(() => Number)
  @IsInt({ message: 'must be an integer between 1 and 100' })
  @Min(1, { message: 'must be an integer between 1 and 100' })
  @Max(100, { message: 'must be an integer between 1 and 100' })
  QUEUE_CONCURRENCY = 4;

  /** Model calls one playground run makes at once (a run may ask for up to PLAYGROUND_MAX_CONCURRENCY). */
  @Type(() => Number)
  @IsInt({ message: 'must be an integer between 1 and 50' })
  @Min(1, { message: 'must be an integer between 1 and 50' })
  @Max(50, { message: 'must be an integer between 1 and 50' })
  PLAYGROUND_CONCURRENCY = 4;

  /** Batches of at most this many items are answered when done; larger ones answer 202 with the run id. */
  @Type(() => Number)
  @IsInt({ message: 'must be an integer between 0 and 10000' })
  @Min(0, { message: 'must be an integer between 0 and 10000' })
  @Max(10000, { message: 'must be an integer between 0 and 10000' })
  PLAYGROUND_SYNC_LIMIT = 50;

  /** How long POST /api/documentation/generate waits for its queued job before answering 202 with the job id. */
  @Type(() => Number)
  @IsInt({ message: 'must be an integer between 0 and 600000' })
  @Min(0, { message: 'must be an integer between 0 and 600000' })
  @Max(600000, { message: 'must be an integer between 0 and 600000' })
  DOCS_SYNC_TIMEOUT_MS = 30000;

  /** Worker threads of the engine pool; unset: CPU cores − 1, at least 1. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'must be an integer between 1 and 64' })
  @Min(1, { message: 'must be an integer between 1 and 64' })
  @Max(64, { message: 'must be an integer between 1 and 64' })
  ENGINE_WORKERS?: number;

  /** Engine tasks that may wait for a free worker thread; beyond it the API answers 503 at once. */
  @Type(() => Number)
  @IsInt({ message: 'must be an integer between 1 and 10000' })
  @Min(1, { message: 'must be an integer between 1 and 10000' })
  @Max(10_000, { message: 'must be an integer between 1 and 10000' })
  ENGINE_MAX_QUEUE = 32;

  /** Engine tasks one user may have in flight (running or waiting); beyond it the API answers 429. */
  @Type(() => Number)
  @IsInt({ message: 'must be an integer between 1 and 1000' })
  @Min(1, { message: 'must be an integer between 1 and 1000' })
  @Max(1000, { message: 'must be an integer between 1 and 1000' })
  ENGINE_MAX_PER_USER = 2;

  @IsOptional()
  @IsString()
  JWT_SECRET?: string;

  @Matches(/^\d+[smhd]?$/, { message: 'must be a duration such as 3600, 12h or 7d' })
  JWT_EXPIRES_IN = '7d';

  @Type(() => Number)
  @IsInt({ message: 'must be an integer between 1 and 10000' })
  @Min(1, { message: 'must be an integer between 1 and 10000' })
  @Max(10000, { message: 'must be an integer between 1 and 10000' })
  REGISTRATIONS_PER_HOUR = 20;

  /** Where users reach the app (links in payment redirects, the start-up line); default http://localhost:<PORT>. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(:\d+)?(\/\S*)?$/, { message: 'must be an http(s) URL such as https://promptforge.example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\/+$/, '') : value))
  PUBLIC_URL?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: LogLevel = 'info';

  @Type(() => Number)
  @IsInt({ message: 'must be an integer between 0 and 60000' })
  @Min(0, { message: 'must be an integer between 0 and 60000' })
  @Max(60000, { message: 'must be an integer between 0 and 60000' })
  SHUTDOWN_GRACE_MS = 0;

  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  /** The Markdown content the support chat answers from (documentation, guides, pricing, FAQ). */
  @IsOptional()
  @IsString()
  CHAT_CONTENT_DIR?: string;

  /** A catalogue model that phrases the support chat's answers for signed-in users (unset: offline answers only). */
  @IsOptional()
  @IsString()
  CHAT_MODEL?: string;

  /** Master secret for the users' provider keys (AES-256-GCM); generated in DATA_DIR outside production. */
  @IsOptional()
  @IsString()
  PROVIDER_KEYS_SECRET?: string;

  /** The operator's JSON file that changes or adds model catalogue entries. */
  @IsOptional()
  @IsString()
  MODEL_CATALOG_FILE?: string;

  @Type(() => Number)
  @IsNumber({}, { message: 'must be an amount in USD such as 1.00' })
  @Min(0, { message: 'must be an amount in USD such as 1.00' })
  LLM_DAILY_BUDGET_USD = 1;

  @Type(() => Number)
  @IsNumber({}, { message: 'must be an amount in USD such as 10.00' })
  @Min(0, { message: 'must be an amount in USD such as 10.00' })
  LLM_DAILY_BUDGET_PRO_USD = 10;

  @Type(() => Number)
  @IsInt({ message: 'must be an integer between 1000 and 600000' })
  @Min(1000, { message: 'must be an integer between 1000 and 600000' })
  @Max(600_000, { message: 'must be an integer between 1000 and 600000' })
  LLM_TIMEOUT_MS = 60_000;

  @Type(() => Number)
  @IsInt({ message: 'must be an integer between 0 and 3' })
  @Min(0, { message: 'must be an integer between 0 and 3' })
  @Max(3, { message: 'must be an integer between 0 and 3' })
  LLM_MAX_RETRIES = 3;
  /** Set: contact messages are also e-mailed through this SMTP server (smtp://user:pass@host:587, smtps://…). */
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465' })
  SMTP_URL?: string;

  /** Where contact messages are e-mailed (required with SMTP_URL). */
  @IsOptional()
  @Matches(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, { message: 'must be an e-mail address such as support@example.com' })
  CONTACT_TO?: string;

  /** The sender of those e-mails; unset: no-reply@<host of PUBLIC_URL>. */
  @IsOptional()
  @Matches(/^[^\s@<>]+@[^\s@<>]+$/, { message: 'must be an e-mail address such as no-reply@example.com' })
  CONTACT_FROM?: string;

  /** Web Vitals reports (POST /api/seo/vitals) one client address may send per hour. */
  @Type(() => Number)
  @IsInt({ message: 'must be an integer between 1 and 100000' })
  @Min(1, { message: 'must be an integer between 1 and 100000' })
  @Max(100_000, { message: 'must be an integer between 1 and 100000' })
  VITALS_REPORTS_PER_HOUR = 600;

  /** Where the SEO audit fetches the public pages, robots.txt and sitemap.xml; unset: this server itself. Set it to the public address when a proxy or CDN adds headers. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(:\d+)?\/?$/, { message: 'must be an http(s) origin such as https://promptforge.example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\/+$/, '') : value))
  SEO_AUDIT_URL?: string;

  /** Set: billing goes through Stripe. Unset: local test mode (checkout needs no payment processor). */
  @IsOptional()
  @Matches(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, { message: 'must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)' })
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @Matches(/^whsec_\S+$/, { message: 'must be a webhook signing secret (whsec_…)' })
  STRIPE_WEBHOOK_SECRET?: string;

  /** The Pro monthly price; unset: looked up (or created once) by the lookup key `promptforge_pro_monthly`. */
  @IsOptional()
  @Matches(/^price_\w+$/, { message: 'must be a Stripe price id (price_…)' })
  STRIPE_PRICE_ID?: string;

  /** Where the Stripe SDK sends its requests (tests point it at a local fake); unset: https://api.stripe.com. */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/:]+(:\d+)?\/?$/, { message: 'must be an http(s) origin such as http://127.0.0.1:12111' })
  STRIPE_API_BASE_URL?: string;
}

/** `<PROVIDER>_API_KEY` and `<PROVIDER>_BASE_URL` of every provider: the server's own keys. */
export const PROVIDER_VARIABLE_NAMES: readonly string[] = PROVIDERS.flatMap((provider) => [
  `${provider.toUpperCase()}_API_KEY`,
  `${provider.toUpperCase()}_BASE_URL`,
]);

const HTTP_URL = /^https?:\/\/[^\s/]+(:\d+)?(\/\S*)?$/;

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** The typed, validated configuration every module receives (injected as `AppConfig`). */
export abstract class AppConfig {
  abstract readonly env: 'development' | 'production' | 'test';
  abstract readonly http: { port: number; host: string; publicUrl: string; shutdownGraceMs: number; trustProxyHops: number };
  abstract readonly dataDir: string;
  /** `url` unset means: start the embedded PostgreSQL in `dataDir` on `embeddedPort`. */
  abstract readonly database: { url?: string; embeddedPort: number };
  /** `redisUrl` unset means: jobs run in-process. */
  abstract readonly queue: { redisUrl?: string; prefix: string; concurrency: number };
  abstract readonly engine: EngineConfig;
  abstract readonly jwtSecret: string;
  abstract readonly auth: { sessionTtlSeconds: number; registrationsPerHour: number };
  abstract readonly logLevel: LogLevel;
  abstract readonly webDistDir: string;
  /** The support chat's sources: `documentation/<category>/<slug>.md`, `guides/<tool>.md`, `pricing.md`, `faq.md`. */
  abstract readonly chatContentDir: string;
  /** The catalogue model that phrases the chat's answers (signed-in users, found passages only); unset: offline. */
  abstract readonly chatModel?: string;
  abstract readonly billing: BillingConfig;
  abstract readonly llm: LlmConfig;
  abstract readonly playground: { concurrency: number; syncLimit: number };
  /** `smtpUrl` unset: contact messages are only stored. */
  abstract readonly contact: { smtpUrl?: string; to?: string; from: string };
  abstract readonly seo: { vitalsReportsPerHour: number; auditUrl?: string };
  abstract readonly documentation: { syncTimeoutMs: number };
}

export interface LlmConfig {
  /** The server's key (if any) and base URL of each provider. */
  providers: Record<Provider, { apiKey?: string; baseUrl: string }>;
  /** Master secret the users' provider keys are encrypted under. */
  providerKeysSecret: string;
  /** Per call, retries included. */
  timeoutMs: number;
  /** Retries after a 429 or 5xx. */
  maxRetries: number;
  /** Spend per user per UTC day on the server's keys. */
  dailyBudgetUsd: { trial: number; pro: number };
  /** Entries of MODEL_CATALOG_FILE (empty without one). */
  catalogOverrides: CatalogOverride[];
}

/** The pool of worker threads that runs the prompt engine's heavy functions (`src/engine`). */
export interface EngineConfig {
  workers: number;
  /** Tasks waiting for a free worker, at most. */
  maxQueue: number;
  /** Tasks one user may have running or waiting. */
  maxPerUser: number;
}

/** `local`: test mode, no payment processor (only when no Stripe key is configured). */
export type BillingConfig =
  | { mode: 'local' }
  | { mode: 'stripe'; secretKey: string; webhookSecret: string; priceId?: string; apiBaseUrl?: string };

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The names of all variables, for documentation checks (README table, docker-compose). */
export const ENVIRONMENT_VARIABLE_NAMES: readonly string[] = Object.keys(new EnvironmentVariables()).concat(
  ['DATABASE_URL', 'REDIS_URL', 'ENGINE_WORKERS', 'JWT_SECRET', 'PUBLIC_URL', 'WEB_DIST_DIR', 'CHAT_CONTENT_DIR', 'CHAT_MODEL', 'PROVIDER_KEYS_SECRET', 'MODEL_CATALOG_FILE', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID', 'STRIPE_API_BASE_URL', 'SMTP_URL', 'CONTACT_TO', 'CONTACT_FROM', 'SEO_AUDIT_URL'],
  PROVIDER_VARIABLE_NAMES,
).filter((name, index, all) => all.indexOf(name) === index);

/**
 * Reads and validates the environment once. Throws a {@link ConfigError} naming the first bad variable.
 * Blank values count as unset, so `FOO=` in a shell or compose file falls back to the default.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.fromEntries(
    ENVIRONMENT_VARIABLE_NAMES.map((name) => [name, source[name]]).filter(([, value]) => value !== undefined && value !== ''),
  );
  const env = plainToInstance(EnvironmentVariables, known, { exposeDefaultValues: true });
  const [error] = validateSync(env, { stopAtFirstError: true });
  if (error) {
    const reason = Object.values(error.constraints ?? {})[0] ?? 'is invalid';
    const detail = reason.startsWith(error.property) ? reason.slice(error.property.length + 1) : reason;
    throw new ConfigError(`Invalid environment variable ${error.property}: ${detail} (got "${String(known[error.property])}")`);
  }
  const dataDir = resolve(env.DATA_DIR);
  const production = env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    http: {
      port: env.PORT,
      host: env.HOST,
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
      trustProxyHops: env.TRUST_PROXY_HOPS,
    },
    dataDir,
    database: { url: env.DATABASE_URL, embeddedPort: env.EMBEDDED_DB_PORT },
    queue: { redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX, concurrency: env.QUEUE_CONCURRENCY },
    engine: {
      workers: env.ENGINE_WORKERS ?? Math.max(1, availableParallelism() - 1),
      maxQueue: env.ENGINE_MAX_QUEUE,
      maxPerUser: env.ENGINE_MAX_PER_USER,
    },
    jwtSecret: resolveSecret({ variable: 'JWT_SECRET', fileName: 'jwt-secret', value: env.JWT_SECRET, production, dataDir }),
    auth: { sessionTtlSeconds: durationSeconds(env.JWT_EXPIRES_IN), registrationsPerHour: env.REGISTRATIONS_PER_HOUR },
    logLevel: env.LOG_LEVEL,
    webDistDir: resolve(env.WEB_DIST_DIR ?? defaultWebDistDir()),
    chatContentDir: resolve(env.CHAT_CONTENT_DIR ?? defaultChatContentDir()),
    chatModel: env.CHAT_MODEL,
    llm: {
      providers: providerSettings(known),
      providerKeysSecret: resolveSecret({
        variable: 'PROVIDER_KEYS_SECRET',
        fileName: 'provider-keys-secret',
        value: env.PROVIDER_KEYS_SECRET,
        production,
        dataDir,
      }),
      timeoutMs: env.LLM_TIMEOUT_MS,
      maxRetries: env.LLM_MAX_RETRIES,
      dailyBudgetUsd: { trial: env.LLM_DAILY_BUDGET_USD, pro: env.LLM_DAILY_BUDGET_PRO_USD },
      catalogOverrides: env.MODEL_CATALOG_FILE ? catalogOverrides(resolve(env.MODEL_CATALOG_FILE)) : [],
    },
    billing: billingConfig(env),
    playground: { concurrency: env.PLAYGROUND_CONCURRENCY, syncLimit: env.PLAYGROUND_SYNC_LIMIT },
    contact: contactConfig(env),
    seo: { vitalsReportsPerHour: env.VITALS_REPORTS_PER_HOUR, auditUrl: env.SEO_AUDIT_URL },
    documentation: { syncTimeoutMs: env.DOCS_SYNC_TIMEOUT_MS },
  };
}

/** E-mail needs somewhere to send to: SMTP_URL without CONTACT_TO is refused rather than silently dropping mail. */
function contactConfig(env: EnvironmentVariables): AppConfig['contact'] {
  if (env.SMTP_URL && !env.CONTACT_TO) {
    throw new ConfigError('Invalid environment variable CONTACT_TO: required when SMTP_URL is set');
  }
  const host = new URL(env.PUBLIC_URL ?? 'http://localhost').hostname;
  return { smtpUrl: env.SMTP_URL, to: env.CONTACT_TO, from: env.CONTACT_FROM ?? `PromptForge <no-reply@${host}>` };
}

/** Stripe settings without a key would silently leave billing in test mode (free Pro for everyone): refuse them. */
function billingConfig(env: EnvironmentVariables): BillingConfig {
  if (!env.STRIPE_SECRET_KEY) {
    const stray = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID', 'STRIPE_API_BASE_URL'] as const).find((name) => env[name]);
    if (stray) {
      throw new ConfigError(`Invalid environment variable ${stray}: set STRIPE_SECRET_KEY too (without it billing runs in local test mode)`);
    }
    return { mode: 'local' };
  }
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid environment variable STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }
  return {
    mode: 'stripe',
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    priceId: env.STRIPE_PRICE_ID,
    apiBaseUrl: env.STRIPE_API_BASE_URL?.replace(/\/$/, ''),
  };
}

function providerSettings(known: Record<string, string | undefined>): LlmConfig['providers'] {
  const entries = PROVIDERS.map((provider) => {
    const prefix = provider.toUpperCase();
    const baseUrl = known[`${prefix}_BASE_URL`];
    if (baseUrl !== undefined && !HTTP_URL.test(baseUrl)) {
      throw new ConfigError(`Invalid environment variable ${prefix}_BASE_URL: must be an http(s) URL (got "${baseUrl}")`);
    }
    const apiKey = known[`${prefix}_API_KEY`]?.trim();
    return [provider, { apiKey: apiKey || undefined, baseUrl: (baseUrl ?? PROVIDER_INFO[provider].defaultBaseUrl).replace(/\/+$/, '') }];
  });
  return Object.fromEntries(entries) as LlmConfig['providers'];
}

function catalogOverrides(path: string): CatalogOverride[] {
  try {
    return readCatalogFile(path);
  } catch (error) {
    if (error instanceof CatalogFileError) {
      throw new ConfigError(`Invalid MODEL_CATALOG_FILE ${error.message}`);
    }
    throw error;
  }
}

/** The web app's build output, found through the workspace link so it works from `src` and from `dist`. */
function defaultWebDistDir(): string {
  try {
    return join(dirname(require.resolve('@promptforge/frontend/package.json')), 'dist');
  } catch {
    return resolve('frontend/dist');
  }
}

/** The web app's Markdown content (the documentation and guides pages render the same files). */
function defaultChatContentDir(): string {
  try {
    return join(dirname(require.resolve('@promptforge/frontend/package.json')), 'src', 'content');
  } catch {
    return resolve('frontend/src/content');
  }
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

function durationSeconds(value: string): number {
  const unit = value.at(-1) as string;
  return unit in UNIT_SECONDS ? Number(value.slice(0, -1)) * UNIT_SECONDS[unit] : Number(value);
}
