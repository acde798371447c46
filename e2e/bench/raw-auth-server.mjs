// Baseline for the authenticated-read benchmark: GET /api/auth/me on raw node:http + pg, doing the same work as
// the NestJS route on the same database (backend/src/modules/auth/strategies/*.ts, auth/sessions.service.ts,
// api-keys/api-keys.service.ts, api-keys/api-key-secret.ts, users/users.service.ts, subscriptions/*):
//   - `Bearer pfk_…` (API key): format + CRC-32 checksum, SHA-256 digest lookup, last_used_at written at most once a
//     minute, then the user with the subscription;
//   - any other Bearer token (session): HS256 JWT verified by jsonwebtoken with a KeyObject of JWT_SECRET (as the
//     backend's jwt-key.ts), the session row checked, then the user with the subscription.
// The answer is the backend's UserDto JSON (same fields, same order, subscription access computed by the same rules).
// nest-minimal-auth-server.cjs imports `authenticate` and `userRecord` to do the same work inside NestJS.
// Env: PORT, HOST (default 127.0.0.1), DATABASE_URL, JWT_SECRET.
import { createHash, createSecretKey } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }); // MikroORM's pool: max 10
pool.on('error', () => {}); // an idle client dropped by the server must not crash the baseline
const KEY = createSecretKey(Buffer.from(process.env.JWT_SECRET ?? '', 'utf8'));

const SESSION_SQL = 'SELECT id FROM sessions WHERE id=$1 AND user_id=$2 AND revoked_at IS NULL AND expires_at > now()';
const API_KEY_SQL = 'SELECT id,user_id,last_used_at FROM api_keys WHERE digest=$1';
const TOUCH_API_KEY_SQL = 'UPDATE api_keys SET last_used_at=$1 WHERE id=$2';
const USER_SQL =
  'SELECT u.id,u.name,u.email,u.profile_image_url,u.created_at,s.plan_id,s.status,s.cancel_at_period_end,s.current_period_start,s.current_period_end ' +
  'FROM users u LEFT JOIN subscriptions s ON s.user_id=u.id WHERE u.id=$1';

// ---- API key format (api-key-secret.ts) ----
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PATTERN = /^pfk_[0-9A-Za-z]{32}[0-9A-Za-z]{6}$/;
const LAST_USED_RESOLUTION_MS = 60_000;

function checksum(random) {
  let value = crc32(random);
  let encoded = '';
  for (let i = 0; i < 6; i += 1) {
    encoded = BASE62[value % 62] + encoded;
    value = Math.floor(value / 62);
  }
  return encoded;
}

const hasValidChecksum = (key) => KEY_PATTERN.test(key) && key.slice(36) === checksum(key.slice(4, 36));

// ---- subscription rules (subscription-rules.ts) ----
const DAY_MS = 24 * 60 * 60 * 1000;
function access(s, now) {
  const inPeriod = s.currentPeriodEnd.getTime() > now.getTime();
  const active = s.status === 'active' || s.status === 'trialing' ? inPeriod : s.status === 'canceled' && s.planId === 'pro' && inPeriod;
  const trialExpired =
    s.planId === 'pro' && (s.status === 'active' || (s.status === 'canceled' && inPeriod)) ? false : s.status === 'trialing' ? !inPeriod : true;
  const remaining = s.currentPeriodEnd.getTime() - now.getTime();
  const trialDaysLeft = s.status !== 'trialing' ? null : remaining <= 0 ? 0 : Math.ceil(remaining / DAY_MS);
  return { active, trialExpired, trialDaysLeft };
}

// ---- authentication (the guard tries the API key strategy first, then the JWT strategy) ----
/** The user id of a `Bearer …` header, or null. */
export async function authenticate(header) {
  const [scheme, token] = (header ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
  if (token.startsWith('pfk_') && hasValidChecksum(token)) {
    const { rows } = await pool.query(API_KEY_SQL, [createHash('sha256').update(token).digest('hex')]);
    const apiKey = rows[0];
    if (apiKey) {
      const now = new Date();
      if (!apiKey.last_used_at || now.getTime() - apiKey.last_used_at.getTime() >= LAST_USED_RESOLUTION_MS) {
        await pool.query(TOUCH_API_KEY_SQL, [now, apiKey.id]);
      }
      return apiKey.user_id;
    }
  }
  let payload;
  try {
    payload = jwt.verify(token, KEY, { algorithms: ['HS256'] });
  } catch {
    return null;
  }
  const { rows } = await pool.query(SESSION_SQL, [payload.jti, payload.sub]);
  return rows.length ? payload.sub : null;
}

/** One `SELECT 1` on the same pool (the readiness route of nest-minimal-auth-server.cjs). */
export async function ping() {
  await pool.query('SELECT 1');
}

/** The user record (the backend's UserDto), or null when the user does not exist. */
export async function userRecord(userId) {
  const { rows } = await pool.query(USER_SQL, [userId]);
  const u = rows[0];
  if (!u) return null;
  let subscription = null;
  if (u.plan_id !== null) {
    const s = {
      planId: u.plan_id,
      status: u.status,
      cancelAtPeriodEnd: u.cancel_at_period_end,
      currentPeriodStart: u.current_period_start,
      currentPeriodEnd: u.current_period_end,
    };
    subscription = { ...s, access: access(s, new Date()) };
  }
  return { id: u.id, name: u.name, email: u.email, profileImageUrl: u.profile_image_url ?? null, createdAt: u.created_at, subscription };
}

async function me(req) {
  const userId = await authenticate(req.headers.authorization);
  if (!userId) return [401, { statusCode: 401, message: 'Authentication required: send a valid session token or API key as a Bearer token.' }];
  const user = await userRecord(userId);
  return user ? [200, user] : [404, { statusCode: 404, message: 'Account not found.' }];
}

function send(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function serve() {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/api/auth/me') {
      me(req).then(
        ([status, value]) => send(res, status, value),
        (error) => send(res, 500, { statusCode: 500, message: error.message }),
      );
      return;
    }
    send(res, 404, { statusCode: 404, message: 'Not Found' });
  });
  server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
  const stop = () => {
    server.close();
    server.closeAllConnections();
    pool.end().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) serve();
