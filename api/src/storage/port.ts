import type { Readable } from 'node:stream';
import type { Entity } from './entity';
import type { EntityName, EntityTypes } from './entities';

/**
 * The query language both adapters speak: equality, $in, $nin, $ne, $gt/$gte/$lt/$lte, $exists, $regex (a RegExp),
 * $or and $and. Values come from services, never straight from a request body.
 * `$text: '<words>'` searches the collection's text index (see search-terms.ts: every word must match, whole words,
 * stemmed); only collections whose schema declares a text index accept it.
 */
export type Filter = Record<string, unknown>;

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
}

export interface Update {
  $set?: Record<string, unknown>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $unset?: Record<string, true>;
}

export interface Collection<T extends Entity> {
  insert(record: Partial<T>): Promise<T>;
  /** Inserts many records in one batch (one transaction on the embedded store): for imports and seeding. */
  insertMany(records: Partial<T>[]): Promise<number>;
  findById(id: string): Promise<T | null>;
  findOne(filter: Filter): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter: Filter): Promise<number>;
  /** How many matches there are per value of `field`, in one indexed grouped count; absent values are left out. */
  countBy(field: string, filter: Filter): Promise<Record<string, number>>;
  /** Applies `update` to the first match atomically and returns the updated record, or null. */
  updateOne(filter: Filter, update: Update): Promise<T | null>;
  /** Applies `update` to every match and returns how many matched. */
  updateMany(filter: Filter, update: Update): Promise<number>;
  deleteOne(filter: Filter): Promise<boolean>;
  deleteMany(filter: Filter): Promise<number>;
}

export interface StoredFileInfo {
  id: string;
  size: number;
}

/** Files stream in and out; nothing is buffered whole in memory. */
export interface FileStore {
  save(source: Readable, meta: { filename: string; contentType: string }): Promise<StoredFileInfo>;
  /** Null when no such file exists. */
  open(id: string): Promise<Readable | null>;
  remove(id: string): Promise<void>;
  /** Removes what saves cut short by a crash left behind (each adapter knows its leftovers); run on start. */
  removeUnfinished(): Promise<number>;
}

export interface Storage {
  readonly kind: 'embedded' | 'mongo';
  collection<K extends EntityName>(name: K): Collection<EntityTypes[K]>;
  readonly files: FileStore;
  close(): Promise<void>;
}

/** Thrown by both adapters when a unique index would be violated. */
export class DuplicateKeyError extends Error {
  constructor(readonly collection: string) {
    super(`Duplicate key in ${collection}`);
  }
}
