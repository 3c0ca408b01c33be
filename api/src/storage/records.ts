import type { Entity } from './entity';

/** Stored documents use `_id`; the rest of the API only ever sees `id`. */
export function toRecord<T extends Entity>(document: Record<string, unknown> | null): T | null {
  if (!document) return null;
  const { _id, ...rest } = document;
  return { id: _id as string, ...rest } as T;
}

/** Services filter by `id`; stores want `_id` (inside `$or` and `$and` too, where keyset pages put it). */
export function toStoreFilter(filter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter).map(([key, value]) => {
      if (key === 'id') return ['_id', value];
      if ((key === '$or' || key === '$and') && Array.isArray(value)) {
        return [key, value.map((branch: Record<string, unknown>) => toStoreFilter(branch))];
      }
      return [key, value];
    }),
  );
}

/** Services sort by `id` (the tie-breaker of keyset pages); stores by `_id`. */
export function toStoreSort(sort: Record<string, 1 | -1> | undefined): Record<string, 1 | -1> | undefined {
  return sort && Object.fromEntries(Object.entries(sort).map(([key, value]) => [key === 'id' ? '_id' : key, value]));
}
