import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { RateLimitRule } from '../config';
import { HttpError, sendError } from './errors';

export interface RateLimitOptions {
  /** What is counted against: the caller's address unless given; `undefined` lets the request through uncounted. */
  key?: (req: Request) => string | undefined;
  /** Count only failures (status >= 400), for doors a legitimate caller passes at the first try. */
  failuresOnly?: boolean;
}

/** A limiter answering 429 in the one error shape. Each call is its own counter; share the handler to share a count. */
export function rateLimiter(rule: RateLimitRule, message: string, options: RateLimitOptions = {}): RequestHandler {
  const { key } = options;
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.max,
    skipSuccessfulRequests: Boolean(options.failuresOnly),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(key && { keyGenerator: (req) => key(req)!, skip: (req) => key(req) === undefined }),
    handler: (_req, res) => sendError(res, new HttpError(429, 'RATE_LIMITED', message)),
  });
}
