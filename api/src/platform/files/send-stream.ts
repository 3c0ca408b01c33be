import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';

/** Streams a download into the response; headers are the caller's. */
export async function sendStream(res: Response, content: Readable): Promise<void> {
  try {
    await pipeline(content, res);
  } catch (error) {
    // Once bytes are on the wire no error body can follow; a broken download just ends the connection.
    if (!res.headersSent) throw error;
    res.destroy();
  }
}
