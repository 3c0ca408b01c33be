import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * What opens something, wherever it appears in a line (a message, an error's text, a URL): sign-in tokens (JWTs),
 * bearer credentials, and the values of link parameters (`?token=`, a signed link's `sig=`).
 */
const SECRETS: [RegExp, string][] = [
  [/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[redacted]'],
  [/(bearer\s+)[^\s"\\]+/gi, '$1[redacted]'],
  [/([?&](?:token|sig|signature|code|key)=)[^&\s"\\]+/gi, '$1[redacted]'],
];

/** Removes secrets from one serialised log line. */
export function scrubSecrets(line: string): string {
  return SECRETS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), line);
}

/** A URL as logs show it: the path, and only the fact that a query string was there (it may hold a token). */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : `${url.slice(0, query)}?[redacted]`;
}

/**
 * Structured JSON logs; secrets never reach them: fields that hold one are censored by name, and every line is
 * scrubbed of token-shaped values before it is written, whatever logged it. `destination` is stdout unless given
 * (tests read every line).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'lexa-api' },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'token',
        'password',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.headers.authorization',
      ],
      censor: '[redacted]',
    },
    hooks: { streamWrite: scrubSecrets },
  };
  return destination ? pino(options, destination) : pino(options);
}
