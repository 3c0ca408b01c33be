import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiErrorBody } from '@lexa/common';
import { redactUrl, type Logger } from '../platform/logger';
import { DuplicateKeyError } from '../storage/port';

export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'BAD_JSON'
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_TOKEN'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'EMAIL_TAKEN'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNSUPPORTED_FILE_TYPE'
  | 'TOO_MANY_FILES'
  | 'UNSAFE_FILE'
  | 'QUOTA_EXCEEDED'
  | 'CHAT_ENDED'
  | 'ASSISTANT_UNAVAILABLE'
  | 'REMINDER_FAILED'
  | 'INTERNAL';

/** A failure the caller can act on: it carries its status and becomes the one JSON error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ApiErrorBody['details'],
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, 'NOT_FOUND', `${what} not found`);
export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED', 'Authentication required');
export const forbidden = () => new HttpError(403, 'FORBIDDEN', 'You do not have access to this resource');

export function sendError(res: Parameters<RequestHandler>[1], error: HttpError): void {
  const body: ApiErrorBody = { error: error.message, code: error.code };
  if (error.details?.length) body.details = error.details;
  res.status(error.status).json(body);
}

export const apiNotFound: RequestHandler = (_req, _res, next) => next(notFound('Route'));

/** Body-parser and multer errors carry a status or type; anything else unknown is a 500 that is logged. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (error instanceof HttpError) return sendError(res, error);
    if (error instanceof DuplicateKeyError)
      return sendError(res, new HttpError(409, 'CONFLICT', 'This record already exists'));
    if ((error as Error)?.name === 'ValidationError' || (error as Error)?.name === 'CastError') {
      return sendError(res, new HttpError(400, 'VALIDATION_FAILED', 'Some fields are not valid'));
    }
    const parserError = error as { type?: string; status?: number; code?: string };
    if (parserError.type === 'entity.parse.failed') {
      return sendError(res, new HttpError(400, 'BAD_JSON', 'The request body is not valid JSON'));
    }
    if (parserError.type === 'entity.too.large' || parserError.code === 'LIMIT_FILE_SIZE') {
      return sendError(res, new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The request is too large'));
    }
    if (parserError.type === 'encoding.unsupported' || parserError.type === 'charset.unsupported') {
      return sendError(res, new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported request encoding'));
    }
    if (parserError.status === 404) return sendError(res, notFound());
    if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
      return sendError(res, new HttpError(parserError.status, 'VALIDATION_FAILED', 'The request could not be read'));
    }
    logger.error({ err: error, method: req.method, url: redactUrl(req.originalUrl) }, 'unhandled error');
    return sendError(res, new HttpError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
  };
}
