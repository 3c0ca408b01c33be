import { fields } from '@lexa/common';

/** A list page as routes read it from the query: 1-based page number and size. */
export interface Paging {
  page: number;
  pageSize: number;
}

/** A list page as repositories read it from the store. */
export interface Page {
  skip: number;
  limit: number;
}

export const toPage = ({ page, pageSize }: Paging): Page => ({ skip: (page - 1) * pageSize, limit: pageSize });

/** Store options for one page of a list, newest first by `field`. */
export const newestFirst = (field: string, page: Page) => ({
  sort: { [field]: -1 as const },
  skip: page.skip,
  limit: page.limit,
});

/** Where a newest-first list that is scrolled resumes: the last row's sort date and id (ties broken by id). */
export interface Keyset {
  at: Date;
  id: string;
}

/** The opaque cursor a client sends back for the next (older) page. */
export const cursorOf = (at: Date, id: string): string =>
  Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');

/** The keyset a cursor names, or null when it is not one of ours. */
export function keysetOf(cursor: string): Keyset | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [iso, id] = value as unknown[];
    const at = typeof iso === 'string' ? new Date(iso) : new Date(NaN);
    const checkedId = fields.id.safeParse(id);
    if (Number.isNaN(at.getTime()) || !checkedId.success) return null;
    return { at, id: checkedId.data };
  } catch {
    return null;
  }
}

/**
 * A keyset page newest first by `field`: the rows strictly older than `after` (none given: the newest), sorted by the
 * field's index with the id as tie-breaker, one more than `limit` so the caller knows whether another page follows.
 * Unlike skip/limit, a page costs the same however deep it is, and rows added meanwhile never shift it.
 */
export function newestFirstAfter(field: string, limit: number, after?: Keyset) {
  const older = after ? { $or: [{ [field]: { $lt: after.at } }, { [field]: after.at, id: { $lt: after.id } }] } : {};
  return { filter: older, options: { sort: { [field]: -1 as const, id: -1 as const }, limit: limit + 1 } };
}

/** One keyset page from the `limit + 1` rows `newestFirstAfter` asked for, with the cursor of the next page. */
export function keysetPage<T extends { id: string }>(rows: T[], limit: number, dateOf: (row: T) => Date) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? cursorOf(dateOf(last), last.id) : null };
}
