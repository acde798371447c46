import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, ENVIRONMENT_VARIABLE_NAMES, loadConfig } from './env';

const SECRET = 'a-secret-that-is-long-enough-32-bytes!';
/** Both secrets given, so nothing is generated in the working directory. */
const SECRETS = { JWT_SECRET: SECRET, PROVIDER_KEYS_SECRET: SECRET };
const dataDir = () => mkdtempSync(join(tmpdir(), 'pf-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ ...SECRETS });
    expect(config.http.port).toBe(3000);
    expect(config.dataDir).toBe(join(process.cwd(), '.data'));
    expect(config.database.url).toBeUndefined();
    expect(config.queue.redisUrl).toBeUndefined();
    expect(config.http.publicUrl).toBe('http://localhost:3000');
    expect(config.logLevel).toBe('info');
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ ...SECRETS, REDIS_URL: '', PORT: '' }).queue.redisUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid environment variable PORT: must be an integer between 1 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'Invalid environment variable PORT: must be an integer between 1 and 65535 (got "70000")'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid environment variable DATABASE_URL: must be a postgres:// or postgresql:// connection URL (got "mysql://x")'],
    [{ REDIS_URL: 'localhost:6379' }, 'Invalid environment variable REDIS_URL: must be a redis:// or rediss:// URL (got "localhost:6379")'],
    [{ LOG_LEVEL: 'loud' }, /^Invalid environment variable LOG_LEVEL: /],
    [{ NODE_ENV: 'staging' }, /^Invalid environment variable NODE_ENV: /],
    [{ PUBLIC_URL: 'promptforge.example.com' }, /^Invalid environment variable PUBLIC_URL: must be an http\(s\) URL/],
    [{ ENGINE_WORKERS: '0' }, 'Invalid environment variable ENGINE_WORKERS: must be an integer between 1 and 64 (got "0")'],
    [{ ENGINE_MAX_QUEUE: 'lots' }, 'Invalid environment variable ENGINE_MAX_QUEUE: must be an integer between 1 and 10000 (got "lots")'],
    [{ ENGINE_MAX_PER_USER: '1.5' }, 'Invalid environment variable ENGINE_MAX_PER_USER: must be an integer between 1 and 1000 (got "1.5")'],
  ])('stops with a message naming the variable for %p', (env, message) => {
    expect(() => loadConfig({ ...SECRETS, ...env })).toThrow(message instanceof RegExp ? message : new ConfigError(message).message);
  });

  it('sizes the engine pool to the machine (cores − 1, at least 1), 32 waiting tasks, 2 in flight per user', () => {
    expect(loadConfig({ ...SECRETS }).engine).toEqual({ workers: Math.max(1, availableParallelism() - 1), maxQueue: 32, maxPerUser: 2 });
    expect(loadConfig({ ...SECRETS, ENGINE_WORKERS: '3', ENGINE_MAX_QUEUE: '1', ENGINE_MAX_PER_USER: '5' }).engine).toEqual({
      workers: 3,
      maxQueue: 1,
      maxPerUser: 5,
    });
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ ...SECRETS, PUBLIC_URL: 'https://pf.example.com/' }).http.publicUrl).toBe('https://pf.example.com');
    expect(loadConfig({ ...SECRETS, PORT: '3917' }).http.publicUrl).toBe('http://localhost:3917');
  });
});

describe('billing configuration', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

  it('is the local test mode without a Stripe key', () => expect(loadConfig({ JWT_SECRET: SECRET }).billing).toEqual({ mode: 'local' }));

  it('is Stripe with a key and a webhook secret', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, ...stripe, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111/' }).billing).toEqual({
      mode: 'stripe',
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc',
      priceId: undefined,
      apiBaseUrl: 'http://127.0.0.1:12111',
    });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_abc123' }, 'Invalid environment variable STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set'],
    [{ STRIPE_PRICE_ID: 'price_1' }, 'Invalid environment variable STRIPE_PRICE_ID: set STRIPE_SECRET_KEY too (without it billing runs in local test mode)'],
    [{ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc' }, /^Invalid environment variable STRIPE_SECRET_KEY: must be a Stripe secret key/],
    [{ ...stripe, STRIPE_WEBHOOK_SECRET: 'abc' }, /^Invalid environment variable STRIPE_WEBHOOK_SECRET: must be a webhook signing secret/],
    [{ ...stripe, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111/v1' }, /^Invalid environment variable STRIPE_API_BASE_URL: must be an http\(s\) origin/],
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, ...env })).toThrow(message);
  });
});

describe('JWT secret', () => {
  it('is generated once outside production and kept in DATA_DIR with mode 0600', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(/^Invalid environment variable JWT_SECRET: required in production/);
  });

  it('must be at least 32 bytes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(
      'Invalid environment variable JWT_SECRET: must be at least 32 bytes long',
    );
  });
});

describe('documentation', () => {
  it('the README configuration table lists every environment variable', () => {
    const readme = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8');
    const documented = [...readme.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]);
    expect(ENVIRONMENT_VARIABLE_NAMES.filter((name) => !documented.includes(name))).toEqual([]);
  });
});

describe('LLM settings', () => {
  it('default to no server keys, the providers’ own addresses, 60 s, 3 retries, $1 / $10 a day', () => {
    const { llm } = loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir() });
    expect(llm.providers.openai).toEqual({ apiKey: undefined, baseUrl: 'https://api.openai.com/v1' });
    expect(llm.providers.anthropic).toEqual({ apiKey: undefined, baseUrl: 'https://api.anthropic.com' });
    expect(llm.timeoutMs).toBe(60_000);
    expect(llm.maxRetries).toBe(3);
    expect(llm.dailyBudgetUsd).toEqual({ trial: 1, pro: 10 });
    expect(llm.catalogOverrides).toEqual([]);
  });

  it('reads each provider’s key and base URL (a trailing slash dropped)', () => {
    const { llm } = loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir(), META_API_KEY: 'gsk_abc', META_BASE_URL: 'https://api.groq.com/openai/v1/' });
    expect(llm.providers.meta).toEqual({ apiKey: 'gsk_abc', baseUrl: 'https://api.groq.com/openai/v1' });
  });

  it.each([
    [{ OPENAI_BASE_URL: 'api.openai.com' }, 'Invalid environment variable OPENAI_BASE_URL: must be an http(s) URL (got "api.openai.com")'],
    [{ LLM_DAILY_BUDGET_USD: '-1' }, /^Invalid environment variable LLM_DAILY_BUDGET_USD: must be an amount in USD/],
    [{ LLM_MAX_RETRIES: '5' }, /^Invalid environment variable LLM_MAX_RETRIES: must be an integer between 0 and 3/],
    [{ MODEL_CATALOG_FILE: '/nonexistent/models.json' }, 'Invalid MODEL_CATALOG_FILE /nonexistent/models.json: cannot be read (ENOENT)'],
  ])('stops on %p', (env, message) => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('PROVIDER_KEYS_SECRET is generated once in DATA_DIR outside production, and required in production', () => {
    const dir = dataDir();
    const secret = loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dir }).llm.providerKeysSecret;
    expect(loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dir }).llm.providerKeysSecret).toBe(secret);
    expect(statSync(join(dir, 'provider-keys-secret')).mode & 0o777).toBe(0o600);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: dataDir() })).toThrow(
      /^Invalid environment variable PROVIDER_KEYS_SECRET: required in production/,
    );
    expect(() => loadConfig({ JWT_SECRET: SECRET, PROVIDER_KEYS_SECRET: 'short' })).toThrow(
      'Invalid environment variable PROVIDER_KEYS_SECRET: must be at least 32 bytes long',
    );
  });
});
