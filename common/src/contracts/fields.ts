import { z } from './zod';

/** Field rules every contract reuses, so the API and the forms apply the same rule with the same message. */
export const MIN_PASSWORD_LENGTH = 8;

/** Browser-generated ("session_" + time + random, public spec §3), so its shape is checked before it is trusted. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** The longest name staff may post under. */
export const ALIAS_MAX = 60;

const emailFormat = z.email({ message: 'Please enter a valid email' });
/** Typed text as an address: trimmed, lower-cased, bounded. */
const emailText = () => z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254));

/** A paging number from a query string: a whole number from 1 to `max`, `fallback` when absent. */
const pageNumber = (max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(max)), fallback);

export const fields = {
  email: z.pipe(emailText(), emailFormat),
  /** An e-mail that may also be left empty (the request's contact e-mail). */
  optionalEmail: z.pipe(emailText(), z.union([z.literal(''), emailFormat])),
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id')),
  page: pageNumber(10_000, 1),
  pageSize: pageNumber(100, 20),
  /** A first name (signup, profile). */
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter your first name'), z.maxLength(100)),
  /** A last name: optional on every form, so it may be empty. */
  lastName: z.string().check(z.trim(), z.maxLength(100)),
  /** A new password (signup, reset, change); the upper bound keeps scrypt's input sane. */
  newPassword: z
    .string()
    .check(
      z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
      z.maxLength(200, 'Password must be at most 200 characters'),
    ),
  sessionId: z.string().check(z.regex(SESSION_ID_PATTERN, 'Invalid session id')),
  /** The name staff post under ('' for none). */
  alias: z.string().check(z.trim(), z.maxLength(ALIAS_MAX)),
};

/** A body or query that must carry nothing. */
export const emptyObject = z.strictObject({});
export const idParams = z.strictObject({ id: fields.id });
export const pagingQuery = z.strictObject({ page: fields.page, pageSize: fields.pageSize });

/** What every page of a list carries besides its items (under the list's own key); `total` counts every match. */
export const pageFields = { total: z.number(), page: z.number(), pageSize: z.number() };

/** Dates travel as ISO strings; the API's records hold Dates, which this turns into that string. */
export const isoDate = z.pipe(
  z.transform((value: unknown) => (value instanceof Date ? value.toISOString() : value)),
  z.string(),
);
