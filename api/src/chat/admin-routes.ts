import { Router, type Response } from 'express';
import {
  adminSessionsQuery,
  chatSessionParams,
  downloadChatsBody,
  emptyObject,
  markFavoriteBody,
  markReadBody,
} from '@lexa/common';
import type { AuditTrail } from '../audit/service';
import { callerOf } from '../auth/guards';
import { parse } from '../http/validation';
import type { ChatAdminService } from './admin-service';

const sendsTextFile = (res: Response, filename: string) =>
  res
    .type('text/plain; charset=utf-8')
    .attachment(filename)
    // A transcript is a visitor's private conversation: never kept by a shared cache.
    .set('Cache-Control', 'no-store');

/** The admin's Chats and Visitors tabs. Mounted under /api/admin, whose whole tree is admin-only. */
export function chatAdminRoutes(chats: ChatAdminService, audit: Pick<AuditTrail, 'record'>): Router {
  const router = Router();

  router.get('/sessions', async (req, res) => {
    res.json(await chats.listSessions(parse(adminSessionsQuery, req.query)));
  });

  router.get('/sessions/stats', async (req, res) => {
    parse(emptyObject, req.query);
    res.json(await chats.stats());
  });

  router.get('/sessions/:sessionId/messages', async (req, res) => {
    parse(emptyObject, req.query);
    res.json(await chats.messages(parse(chatSessionParams, req.params).sessionId));
  });

  router.get('/sessions/:sessionId/transcript', async (req, res) => {
    parse(emptyObject, req.query);
    const { sessionId } = parse(chatSessionParams, req.params);
    const { filename, text } = await chats.sessionTranscript(sessionId);
    await audit.record(callerOf(req), {
      action: 'transcript.downloaded',
      targetType: 'chat',
      targetId: sessionId,
      changes: { file: filename },
    });
    sendsTextFile(res, filename).send(text);
  });

  router.post('/mark-read', async (req, res) => {
    res.json(await chats.markRead(parse(markReadBody, req.body)));
  });

  router.post('/mark-favorite', async (req, res) => {
    res.json(await chats.markFavorite(parse(markFavoriteBody, req.body)));
  });

  router.post('/download-chats', async (req, res) => {
    const { filter } = parse(downloadChatsBody, req.body);
    const filename = chats.transcriptsFilename(filter);
    // Recorded before the first byte: a download cut short still handed over what it had sent.
    await audit.record(callerOf(req), {
      action: 'transcript.downloaded',
      targetType: 'chat',
      targetId: filter,
      changes: { filter, file: filename },
    });
    sendsTextFile(res, filename).status(200);
    // Streamed chat by chat: "all chats" never sits whole in memory.
    for await (const chunk of chats.transcripts(filter)) res.write(chunk);
    res.end();
  });

  return router;
}
