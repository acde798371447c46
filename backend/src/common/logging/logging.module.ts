import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LogLevel } from '../../config/env';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

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

/** Structured JSON logs (pino) with a request id per request, echoed in the `X-Request-Id` header. */
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
              genReqId: (req: IncomingMessage, res) => {
                const incoming = req.headers['x-request-id'];
                const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
                res.setHeader('X-Request-Id', id);
                return id;
              },
              // Probes hit health endpoints every few seconds; their lines would drown everything else.
              autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
              // Only what identifies a request: headers (credentials) and bodies (passwords, keys) stay out.
              serializers: {
                req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
              },
            },
            destination ?? process.stdout,
          ],
        }),
      ],
    };
  }
}
