import { Router, type RequestHandler } from 'express';
import {
  emptyObject,
  messageSendFields,
  messageStatsQuery,
  newThreadBody,
  staffMessageBody,
  threadListQuery,
  threadMessagesQuery,
  threadParams,
} from '@lexa/common';
import { callerOf, requireRole } from '../auth/guards';
import { MESSAGE_FILE_KINDS, attachmentPolicy } from '../platform/files/attachment-policy';
import { acceptUploads, type UploadContext } from '../platform/files/uploads';
import { HttpError } from '../http/errors';
import { parse } from '../http/validation';
import type { MessageService } from './service';
import type { MessageSummaryService } from './summary';

export interface MessageRouteOptions {
  uploads: UploadContext;
}

const threadList =
  (messages: MessageService): RequestHandler =>
  async (req, res) => {
    const { filter, ...query } = parse(threadListQuery, req.query);
    res.json(await messages.listThreads(callerOf(req), { ...query, unreadOnly: filter === 'unread' }));
  };

/** Mounted under /api/messages: a client's own threads; admins may open any (the spec's views share these calls). */
export function messageRoutes(messages: MessageService, { uploads: context }: MessageRouteOptions): Router {
  const router = Router();
  router.use(requireRole('client', 'admin'));
  const uploads = acceptUploads(context, attachmentPolicy(MESSAGE_FILE_KINDS), 'attachments');

  router.get('/threads', threadList(messages));

  router.get('/threads/:threadId', async (req, res) => {
    const { threadId } = parse(threadParams, req.params);
    res.json(await messages.getThread(callerOf(req), threadId, parse(threadMessagesQuery, req.query)));
  });

  router.patch('/threads/:threadId/read', async (req, res) => {
    const { threadId } = parse(threadParams, req.params);
    parse(emptyObject, req.body);
    res.json(await messages.markRead(callerOf(req), threadId));
  });

  router.get('/unread-count', async (req, res) => {
    res.json(await messages.unreadCount(callerOf(req)));
  });

  const send: RequestHandler = async (req, res) => {
    const caller = callerOf(req);
    const input = parse(messageSendFields, req.body);
    const received = req.uploads ?? [];
    if (caller.role === 'client') {
      if (input.aliasUsed) throw new HttpError(400, 'VALIDATION_FAILED', 'Only the legal team sends under an alias');
      res
        .status(201)
        .json(
          await messages.sendAsClient(caller, { threadId: input.threadId || null, content: input.content }, received),
        );
      return;
    }
    if (!input.threadId) throw new HttpError(400, 'VALIDATION_FAILED', 'Please choose a thread');
    res
      .status(201)
      .json(
        await messages.sendAsStaff(
          caller,
          { threadId: input.threadId, content: input.content, aliasUsed: input.aliasUsed },
          received,
        ),
      );
  };
  router.post('/', uploads.receive, send, uploads.discardOnError);

  return router;
}

/** The admin Messages tab. Mounted under /api/admin (guarded there). */
export function adminMessageRoutes(messages: MessageService, summary: MessageSummaryService): Router {
  const router = Router();

  router.get('/messages/threads', threadList(messages));

  router.post('/messages', async (req, res) => {
    res.status(201).json(await messages.sendAsStaff(callerOf(req), parse(staffMessageBody, req.body)));
  });

  router.post('/messages/threads', async (req, res) => {
    const { requestId, ...input } = parse(newThreadBody, req.body);
    res.status(201).json(await messages.startThread(callerOf(req), { ...input, requestId: requestId ?? null }));
  });

  router.get('/messages/stats', async (req, res) => {
    res.json(await messages.stats(parse(messageStatsQuery, req.query).days));
  });

  router.get('/messages/summary', async (req, res) => {
    parse(emptyObject, req.query);
    res.json(await summary.summary());
  });

  return router;
}
