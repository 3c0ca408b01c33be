import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { HttpError } from '../http/errors';
import type { FileStore } from '../storage/port';

/** The longest side of a stored photo: sharp enough for the 112 px avatar on any screen. */
export const PHOTO_MAX_SIDE = 512;
export const PHOTO_CONTENT_TYPE = 'image/jpeg';
/** Larger images are refused before decoding, so a small file cannot unpack into gigabytes of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export const photoUnreadable = () => new HttpError(400, 'UNSUPPORTED_FILE_TYPE', 'The photo is not a readable image');

/**
 * Re-encodes an uploaded image as a JPEG of at most 512 px a side, turned upright by its EXIF orientation first.
 * sharp writes no metadata unless asked, so EXIF (location, camera, names) never reaches the public copy.
 */
export async function storeResizedPhoto(store: FileStore, original: Readable): Promise<string> {
  const resize = sharp({ limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 });
  original.on('error', (error) => resize.destroy(error));
  try {
    const { id } = await store.save(original.pipe(resize), { filename: 'photo.jpg', contentType: PHOTO_CONTENT_TYPE });
    return id;
  } catch {
    // Its first bytes looked like an image, yet it does not decode: a broken or disguised file.
    throw photoUnreadable();
  }
}
