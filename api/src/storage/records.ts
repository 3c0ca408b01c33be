import type { Entity } from './entity';

/** Stored documents use `_id`; the rest of the API only ever sees `id`. */
export function toRecord<T extends Entity>(document: Record<string, unknown> | null): T | null {
  if (!document) return null;
  const { _id, ...rest } = document;
  return { id: _id as string, ...rest } as T;
}

/** Services filter by `id`; stores want `_id`. */
export function toStoreFilter(filter: Record<string, unknown>): Record<string, unknown> {
  if (!('id' in filter)) return filter;
  const { id, ...rest } = filter;
  return { _id: id, ...rest };
}
