import { Router } from 'express';
import { documentDraftBody, draftOutlineBody, emptyObject, idParams, pagingQuery } from '@lexa/common';
import { callerOf, requireRole } from '../../auth/guards';
import { sendStream } from '../../platform/files/send-stream';
import { parse } from '../../http/validation';
import { downloadName } from '../pdf';
import { renderDraftDocx, renderDraftPdf } from './render';
import type { DocumentDraftService } from './service';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Mounted under /api/document-drafts: a client's own drafts. */
export function documentDraftRoutes(drafts: DocumentDraftService): Router {
  const router = Router();
  router.use(requireRole('client', 'admin'));
  const clientId = (req: Parameters<typeof callerOf>[0]) => callerOf(req).user.id;

  router.get('/', async (req, res) => {
    res.json(await drafts.list(clientId(req), parse(pagingQuery, req.query)));
  });

  router.post('/', async (req, res) => {
    res.status(201).json({ draft: await drafts.create(clientId(req), parse(documentDraftBody, req.body)) });
  });

  router.get('/:id', async (req, res) => {
    const { id } = parse(idParams, req.params);
    res.json({ draft: await drafts.get(clientId(req), id) });
  });

  router.post('/:id/regenerate-outline', async (req, res) => {
    const { id } = parse(idParams, req.params);
    parse(emptyObject, req.body);
    const draft = await drafts.regenerateOutline(clientId(req), id);
    res.json({ outline: draft.outline, draft });
  });

  router.put('/:id/outline', async (req, res) => {
    const { id } = parse(idParams, req.params);
    const { outline } = parse(draftOutlineBody, req.body);
    res.json({ draft: await drafts.updateOutline(clientId(req), id, outline) });
  });

  router.post('/:id/complete', async (req, res) => {
    const { id } = parse(idParams, req.params);
    parse(emptyObject, req.body);
    res.json({ draft: await drafts.complete(clientId(req), id) });
  });

  router.delete('/:id', async (req, res) => {
    const { id } = parse(idParams, req.params);
    await drafts.delete(clientId(req), id);
    res.status(204).end();
  });

  router.get('/:id/pdf', async (req, res) => {
    const { id } = parse(idParams, req.params);
    const draft = await drafts.finished(clientId(req), id);
    res.attachment(downloadName(draft.title, 'pdf'));
    res.set({ 'Content-Type': 'application/pdf', 'Cache-Control': 'private, no-store' });
    await sendStream(res, renderDraftPdf(draft.title, draft.sections));
  });

  router.get('/:id/docx', async (req, res) => {
    const { id } = parse(idParams, req.params);
    const draft = await drafts.finished(clientId(req), id);
    const content = await renderDraftDocx(draft.title, draft.sections);
    res.attachment(downloadName(draft.title, 'docx'));
    res.set({
      'Content-Type': DOCX_TYPE,
      'Content-Length': String(content.length),
      'Cache-Control': 'private, no-store',
    });
    res.end(content);
  });

  return router;
}
