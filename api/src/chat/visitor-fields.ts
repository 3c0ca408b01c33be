import { z } from 'zod';
import { SESSION_ID_PATTERN } from './chat.schema';

const optionalText = (max: number) => z.string().max(max).nullish();

/** A visitor's browser session id (`lexaSessionId`), shared by the chat and the intake wizard. */
export const sessionIdField = z.string().regex(SESSION_ID_PATTERN, 'Invalid session id');

/** The location the visitor's browser looked up for itself; reported, never trusted for anything but display. */
export const geoDataField = z
  .strictObject({
    ip: optionalText(64),
    city: optionalText(100),
    country: optionalText(100),
    country_code: optionalText(8),
    flag_emoji: optionalText(16),
  })
  .nullish();
