import type { RequestHandler } from 'express';
import type { z } from 'zod/mini';
import { HttpError } from './errors';

/**
 * Parses one part of a request (body, query or params) with a strict schema. Every schema here is strict,
 * so unknown fields are refused, and typed, so `{"$ne": null}` where a string belongs is refused too.
 */
export function parse<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: issue.path.join('.') || '(body)',
    message: issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
  }));
  throw new HttpError(400, 'VALIDATION_FAILED', details[0]?.message ?? 'Invalid request', details);
}

const OPERATOR_KEY = /^\$|\./;

function findOperatorKey(value: unknown, depth = 0): string | null {
  if (depth > 20) return '(too deep)';
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findOperatorKey(item, depth + 1);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, nested] of Object.entries(value)) {
      if (OPERATOR_KEY.test(key)) return key;
      const found = findOperatorKey(nested, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** Defence in depth: no key that MongoDB would read as an operator or a path ever reaches a service. */
export const rejectOperatorKeys: RequestHandler = (req, _res, next) => {
  const key = findOperatorKey(req.body) ?? findOperatorKey(req.query);
  if (key)
    return next(new HttpError(400, 'VALIDATION_FAILED', `Field names may not start with "$" or contain "." (${key})`));
  next();
};
