import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { LogLevel } from '../../config/env';

/** Paths pino blanks out: credentials in headers and secrets anywhere in a logged object. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.apiKey',
  '*.secret',
  '*.token',
];

/**
 * Structured JSON logs (pino): nestjs-pino is the application's logger; `requestLogging()` (bound in `configureHttp`)
 * gives each request its id (echoed in `X-Request-Id`) and, at info and below, one line when it ends.
 */
@Module({})
export class LoggingModule {
  /** `destination` defaults to stdout; the tests pass a stream to read what was logged. */
  static forRoot(level: LogLevel, destination?: DestinationStream): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: [
            {
              level,
              redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
              // Only what identifies a request and its outcome: headers (credentials) and bodies (passwords, keys) stay out.
              serializers: {
                req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
                res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
              },
            },
            destination ?? process.stdout,
          ],
          // nestjs-pino's own per-request middleware (pino-http, a child logger for every request) is not bound.
          forRoutes: [],
        }),
      ],
    };
  }
}
