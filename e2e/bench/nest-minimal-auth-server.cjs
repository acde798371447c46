// Reference for the authenticated-read benchmark: the least a NestJS + Express + passport app can be. It answers
// GET /api/auth/me with exactly raw-auth-server.mjs's checks, queries and JSON (imported from there), through a
// passport strategy and a Nest controller: no logging, no ORM, no security headers, no body middleware.
// It shows what the fixed stack itself costs next to raw node:http. It also answers GET /api/health like the app's
// liveness route, and GET /api/health/ready with raw-server.mjs's `SELECT 1` and JSON (section 1).
// Env: PORT, HOST, DATABASE_URL, JWT_SECRET.
require('reflect-metadata');
const { Controller, Get, Header, Injectable, Module, Req, UseGuards } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { AuthGuard, PassportModule, PassportStrategy } = require('@nestjs/passport');
const { Strategy: CustomStrategy } = require('passport-custom');

async function main() {
  const raw = await import('./raw-auth-server.mjs');

  class BearerStrategy extends PassportStrategy(CustomStrategy, 'bearer') {
    async validate(req) {
      const userId = await raw.authenticate(req.headers.authorization);
      return userId ? { userId } : null;
    }
  }
  Injectable()(BearerStrategy);

  class MeController {
    async me(req) {
      return raw.userRecord(req.user.userId);
    }
  }
  const me = Object.getOwnPropertyDescriptor(MeController.prototype, 'me');
  Get('me')(MeController.prototype, 'me', me);
  UseGuards(AuthGuard('bearer'))(MeController.prototype, 'me', me);
  Req()(MeController.prototype, 'me', 0);
  Controller('api/auth')(MeController);

  // Liveness, as the app's GET /api/health: no guard, no database. Shows the fixed cost of a request.
  // Readiness, as raw-server.mjs: one `SELECT 1`, then the same JSON.
  class HealthController {
    liveness() {
      return { status: 'ok' };
    }
    async readiness() {
      await raw.ping();
      return { status: 'ok', details: { database: { status: 'up' }, queue: { mode: 'in-process', status: 'up' } } };
    }
  }
  const liveness = Object.getOwnPropertyDescriptor(HealthController.prototype, 'liveness');
  Get()(HealthController.prototype, 'liveness', liveness);
  Header('Cache-Control', 'no-store')(HealthController.prototype, 'liveness', liveness);
  const readiness = Object.getOwnPropertyDescriptor(HealthController.prototype, 'readiness');
  Get('ready')(HealthController.prototype, 'readiness', readiness);
  Header('Cache-Control', 'no-store')(HealthController.prototype, 'readiness', readiness);
  Controller('api/health')(HealthController);

  class ReferenceModule {}
  Module({ imports: [PassportModule], controllers: [MeController, HealthController], providers: [BearerStrategy] })(ReferenceModule);

  const app = await NestFactory.create(ReferenceModule, { logger: ['error'] });
  await app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
  const stop = () => app.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
