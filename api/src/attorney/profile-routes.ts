import { Router, type RequestHandler } from 'express';
import {
  attorneyDirectoryQuery,
  attorneyProfileInput,
  attorneySlugParams,
  emptyObject,
  idParams,
  slugAvailabilityQuery,
} from '@lexa/common';
import { callerOf } from '../auth/guards';
import { HttpError } from '../http/errors';
import { parse } from '../http/validation';
import { sendStream } from '../platform/files/send-stream';
import { acceptUploads, type UploadContext, type UploadPolicy } from '../platform/files/uploads';
import { PHOTO_CONTENT_TYPE } from './profile-photo';
import type { AttorneyProfileService } from './profile-service';

const notAnImage = (file: string) => `${file} is not an image. Please choose a JPG, PNG or GIF photo.`;
const photoUploads: UploadPolicy = {
  kinds: ['jpeg', 'png', 'gif'],
  maxFileSize: 10 * 1024 * 1024,
  maxFiles: 1,
  messages: {
    unsupportedFormat: notAnImage,
    unsupportedExtension: notAnImage,
    tooLarge: (file) => `${file} is larger than 10MB. Please choose a smaller photo.`,
    tooMany: async () => 'Please choose one photo.',
  },
};

export interface ProfileRouteDependencies {
  uploads: UploadContext;
}

/**
 * Mounted under /api/attorney after the tree guard: the attorney's own profile (attorney token), and under
 * public/ the pages, photos and directory anyone may read.
 */
export function attorneyProfileRoutes(
  profiles: AttorneyProfileService,
  { uploads: context }: ProfileRouteDependencies,
) {
  const router = Router();
  const uploads = acceptUploads(context, photoUploads, 'photo');

  router.get('/profile', async (req, res) => {
    res.json({ profile: await profiles.own(callerOf(req).user) });
  });

  router.put('/profile', async (req, res) => {
    const input = parse(attorneyProfileInput, req.body);
    res.json({ profile: await profiles.save(callerOf(req).user, input) });
  });

  router.get('/profile/slug-available', async (req, res) => {
    const { slug } = parse(slugAvailabilityQuery, req.query);
    res.json(await profiles.slugAvailability(callerOf(req).user, slug));
  });

  const uploadPhoto: RequestHandler = async (req, res) => {
    parse(emptyObject, req.body);
    const [upload] = req.uploads ?? [];
    // The service owns the upload from here and removes it, whatever happens.
    req.uploads = [];
    if (!upload) throw new HttpError(400, 'VALIDATION_FAILED', 'Please choose a photo to upload');
    res.status(201).json({ profilePhotoUrl: await profiles.replacePhoto(callerOf(req).user, upload) });
  };
  router.post('/profile/photo', uploads.receive, uploadPhoto, uploads.discardOnError);

  router.get('/public/profiles', async (req, res) => {
    res.json(await profiles.directory(parse(attorneyDirectoryQuery, req.query)));
  });

  router.get('/public/profile/:slug', async (req, res) => {
    const { slug } = parse(attorneySlugParams, req.params);
    res.json({ profile: await profiles.publicProfile(slug) });
  });

  router.get('/public/photos/:id', async (req, res) => {
    const { id } = parse(idParams, req.params);
    const content = await profiles.photo(id);
    res.set({
      'Content-Type': PHOTO_CONTENT_TYPE,
      // A new photo gets a new address, so this one never changes.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
    await sendStream(res, content);
  });

  return router;
}
