// Baseline for the request-pipeline benchmark: GET /api/health/ready on raw node:http + pg, answering the
// same JSON as the NestJS route after one `SELECT 1`. Env: PORT, HOST (default 127.0.0.1), DATABASE_URL.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {}); // an idle client dropped by the server must not crash the baseline

const READY = JSON.stringify({ status: 'ok', details: { database: { status: 'up' }, queue: { mode: 'in-process', status: 'up' } } });

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/api/health/ready') {
    pool.query('SELECT 1').then(
      () => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(READY) });
        res.end(READY);
      },
      (error) => {
        const body = JSON.stringify({ status: 'error', details: { database: { status: 'down', message: error.message } } });
        res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
        res.end(body);
      },
    );
    return;
  }
  res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
  res.end('{"message":"Not Found"}');
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
