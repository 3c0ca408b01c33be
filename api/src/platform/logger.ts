import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; secrets never reach them. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'lexa-api' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
  });
}
