import { Router, type Request, type RequestHandler } from 'express';
import {
  chatInitBody,
  chatMessageBody,
  chatSessionBody,
  chatUploadFields,
  emptyObject,
  SESSION_ID_PATTERN,
} from '@lexa/common';
import type { Config } from '../config';
import { callerOf, requireRole } from '../auth/guards';
import { FILE_KINDS, type FileKind } from '../platform/files/file-kinds';
import { acceptUploads, type UploadContext, type UploadPolicy } from '../platform/files/uploads';
import { parse } from '../http/validation';
import { rateLimiter } from '../http/rate-limit';
import { CHAT_MAX_FILE_SIZE, CHAT_MAX_FILES, type ChatService, type VisitorInfo, tooManyFilesMessage } from './service';

const CHAT_KINDS: FileKind[] = ['pdf', 'doc', 'docx', 'jpeg', 'png'];
const ALLOWED = CHAT_KINDS.map((kind) => FILE_KINDS[kind].label).join(', ');

const visitor = (req: Request): VisitorInfo => ({
  ip: req.ip ?? '',
  userAgent: req.get('user-agent') ?? '',
  // Only a client's token links a chat to an account; staff testing the widget stay anonymous.
  userId: req.caller?.role === 'client' ? req.caller.user.id : null,
});

/** The visitor's session id, when the body has a well-formed one: the per-session rate limit counts by it. */
const bodySessionId = (req: Request): string | undefined => {
  const value = (req.body as { sessionId?: unknown } | undefined)?.sessionId;
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value) ? `chat-session:${value}` : undefined;
};

export interface ChatRouteOptions {
  limits: Config['chatRateLimits'];
  uploads: UploadContext;
}

/** Mounted under /api/chat; public, with an optional client token (public spec §7). */
export function chatRoutes(chat: ChatService, { limits, uploads: context }: ChatRouteOptions): Router {
  const router = Router();
  const policy: UploadPolicy = {
    kinds: CHAT_KINDS,
    maxFileSize: CHAT_MAX_FILE_SIZE,
    maxFiles: CHAT_MAX_FILES,
    messages: {
      unsupportedFormat: (file) => `File "${file}" is not a supported format. Allowed: ${ALLOWED}.`,
      unsupportedExtension: (file) => `File "${file}" has an unsupported extension.`,
      tooLarge: (file) => `File "${file}" is too large. Maximum size is 10MB.`,
      async tooMany(fields) {
        const id = fields.sessionId;
        return tooManyFilesMessage(
          typeof id === 'string' && SESSION_ID_PATTERN.test(id) ? await chat.countFiles(id) : 0,
        );
      },
    },
  };
  const uploads = acceptUploads(context, policy);
  const tooFast = 'You are sending messages too quickly. Please wait a moment and try again.';
  // Session starts e-mail the admin and uploads fill the store: both count against one budget per address. A browser
  // session is limited first and tightly, so one busy visitor never uses up the address's budget for an office.
  const openLimit = rateLimiter(limits.openPerIp, 'Too many chats started from your network. Please try again later.');
  const sessionOpenLimit = rateLimiter(limits.openPerSession, 'Too many chats started. Please try again later.', {
    key: bodySessionId,
  });
  const messageLimits = [
    rateLimiter(limits.messagesPerIp, tooFast),
    rateLimiter(limits.messagesPerSession, tooFast, { key: bodySessionId }),
  ];

  router.get('/config', async (_req, res) => {
    res.json(await chat.widgetConfig());
  });

  // A signed-in client's own conversation, shown again on any device.
  router.get('/my-session', requireRole('client'), async (req, res) => {
    parse(emptyObject, req.query);
    res.json(await chat.mySession(callerOf(req).user.id));
  });

  router.get('/history', requireRole('client'), async (req, res) => {
    const { sessionId } = parse(chatSessionBody, req.query);
    res.json(await chat.history(sessionId, callerOf(req).user.id));
  });

  router.post('/init', sessionOpenLimit, openLimit, async (req, res) => {
    res.json(await chat.init(parse(chatInitBody, req.body), visitor(req)));
  });

  router.post('/message', ...messageLimits, async (req, res) => {
    res.json(await chat.send(parse(chatMessageBody, req.body), visitor(req)));
  });

  const upload: RequestHandler = async (req, res) => {
    const fields = parse(chatUploadFields, req.body);
    res.json({ files: await chat.upload(fields, req.uploads ?? [], visitor(req)) });
  };
  router.post('/upload', openLimit, uploads.receive, upload, uploads.discardOnError);

  router.post('/end', async (req, res) => {
    await chat.end(parse(chatSessionBody, req.body).sessionId);
    res.json({ ok: true });
  });

  return router;
}
