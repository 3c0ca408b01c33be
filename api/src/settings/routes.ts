import { Router, type RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { AVATAR_MAX_BYTES, adminSettingBody, avatarQuery } from '@lexa/common';
import type { AuditTrail } from '../audit/service';
import { callerOf } from '../auth/guards';
import { HttpError } from '../http/errors';
import { parse } from '../http/validation';
import { sendStream } from '../platform/files/send-stream';
import { quotaLeft, type UploadContext } from '../platform/files/uploads';
import { avatarRefusal, type SettingsService } from './service';

/** One image in memory (at most 10 MB): sharp reads it whole anyway. */
const avatarUpload: RequestHandler = (req, res, next) =>
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0 },
    fileFilter: (_req, file, accept) =>
      file.mimetype.startsWith('image/') ? accept(null, true) : accept(avatarRefusal()),
  }).single('avatar')(req, res, (error: unknown) => {
    const stands = error instanceof HttpError || (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE');
    // Anything else (busboy's errors on a broken body, an aborted request) is an upload the client got wrong.
    if (error && !stands) return next(new HttpError(400, 'VALIDATION_FAILED', 'Send one image in the field "avatar"'));
    next(error);
  });

/** The Settings tab. Mounted under /api/admin (guarded there). */
export function adminSettingsRoutes(
  settings: SettingsService,
  audit: Pick<AuditTrail, 'record'>,
  quota: UploadContext['quota'],
): Router {
  const router = Router();

  router.get('/settings', async (_req, res) => {
    res.json(await settings.list());
  });

  router.post('/settings', async (req, res) => {
    const input = parse(adminSettingBody, req.body);
    const before = await settings.get(input.key);
    await settings.put(input);
    await audit.record(callerOf(req), {
      action: 'settings.changed',
      targetType: 'setting',
      targetId: input.key,
      changes: { [input.key]: { from: before, to: input.value } },
    });
    res.json(await settings.list());
  });

  // The admin's upload counts against their quota like any other: refused before its body is read when none is left.
  const roomForAvatar: RequestHandler = async (req, _res, next) => {
    await quotaLeft(quota, callerOf(req).user.id);
    next();
  };

  router.post('/avatar', roomForAvatar, avatarUpload, async (req, res) => {
    if (!req.file) throw avatarRefusal();
    await quotaLeft(quota, callerOf(req).user.id, req.file.size);
    const avatarUrl = await settings.replaceAvatar(req.file.buffer);
    await audit.record(callerOf(req), {
      action: 'settings.changed',
      targetType: 'setting',
      targetId: 'staff_avatar',
      changes: { avatar: 'changed' },
    });
    res.json({ avatarUrl });
  });

  return router;
}

/** The staff avatar, public (an <img> sends no token; it is the face on staff messages). Mounted under /api/settings. */
export function publicSettingsRoutes(settings: SettingsService): Router {
  const router = Router();

  router.get('/avatar', async (req, res) => {
    parse(avatarQuery, req.query);
    const avatar = await settings.openAvatar();
    if (!avatar) throw new HttpError(404, 'NOT_FOUND', 'No avatar has been uploaded');
    const etag = `"${avatar.storageId}"`;
    res.set({ 'Content-Type': 'image/webp', ETag: etag, 'Cache-Control': 'public, max-age=0, must-revalidate' });
    if (req.get('if-none-match') === etag) {
      avatar.content.destroy();
      res.status(304).end();
      return;
    }
    await sendStream(res, avatar.content);
  });

  return router;
}
