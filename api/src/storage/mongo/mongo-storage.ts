import mongoose, { type Model } from 'mongoose';
import type { Entity } from '../entity';
import { ENTITY_SCHEMAS, type EntityName, type EntityTypes } from '../entities';
import { GridFsFileStore } from '../files/gridfs-file-store';
import { DuplicateKeyError, type Collection, type Filter, type FindOptions, type Storage, type Update } from '../port';
import { toRecord, toStoreFilter, toStoreSort } from '../records';
import { searchTerms } from '../search-terms';

const isDuplicateKey = (error: unknown) => (error as { code?: number })?.code === 11000;

/**
 * The port filter for MongoDB: `id` as `_id`, and `$text: '<words>'` as a text search in which every word is a quoted
 * phrase, so all must match and nothing the user typed is `$search` syntax (negation, phrases).
 */
function mongoFilter(filter: Filter): Filter {
  const { $text, ...rest } = toStoreFilter(filter);
  if (typeof $text !== 'string') return rest;
  const terms = searchTerms($text);
  if (!terms.length) return { ...rest, _id: { $in: [] } };
  return { ...rest, $text: { $search: terms.map((term) => `"${term}"`).join(' ') } };
}

class MongoCollection<T extends Entity> implements Collection<T> {
  constructor(
    private readonly name: string,
    private readonly model: Model<unknown>,
  ) {}

  private async guard<R>(operation: () => Promise<R>): Promise<R> {
    try {
      return await operation();
    } catch (error) {
      if (isDuplicateKey(error)) throw new DuplicateKeyError(this.name);
      throw error;
    }
  }

  insert(record: Partial<T>): Promise<T> {
    const { id, ...fields } = record as Partial<T> & { id?: string };
    return this.guard(async () => {
      const created = await this.model.create(id ? { ...fields, _id: id } : fields);
      return toRecord<T>(created.toObject() as Record<string, unknown>)!;
    });
  }

  insertMany(records: Partial<T>[]): Promise<number> {
    const documents = records.map(({ id, ...fields }) => (id ? { ...fields, _id: id } : fields));
    return this.guard(async () => (await this.model.insertMany(documents, { ordered: true })).length);
  }

  async findById(id: string): Promise<T | null> {
    return toRecord<T>((await this.model.findById(id).lean()) as Record<string, unknown> | null);
  }

  async findOne(filter: Filter): Promise<T | null> {
    return toRecord<T>((await this.model.findOne(mongoFilter(filter)).lean()) as Record<string, unknown> | null);
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    let query = this.model.find(mongoFilter(filter));
    if (options.sort) query = query.sort(toStoreSort(options.sort));
    if (options.skip) query = query.skip(options.skip);
    if (options.limit) query = query.limit(options.limit);
    const documents = (await query.lean()) as Record<string, unknown>[];
    return documents.map((document) => toRecord<T>(document)!);
  }

  count(filter: Filter): Promise<number> {
    return this.model.countDocuments(mongoFilter(filter));
  }

  /** Aggregation does not cast, which is fine: services pass typed values (dates as Dates). */
  async countBy(field: string, filter: Filter): Promise<Record<string, number>> {
    const groups = await this.model.aggregate<{ _id: unknown; n: number }>([
      { $match: mongoFilter(filter) },
      { $group: { _id: `$${field}`, n: { $sum: 1 } } },
    ]);
    return Object.fromEntries(
      groups.filter(({ _id }) => _id !== null && _id !== undefined).map(({ _id, n }) => [String(_id), n]),
    );
  }

  updateOne(filter: Filter, update: Update): Promise<T | null> {
    return this.guard(async () => {
      const updated = await this.model
        .findOneAndUpdate(mongoFilter(filter), MongoCollection.stamped(update), {
          returnDocument: 'after',
          runValidators: true,
        })
        .lean();
      return toRecord<T>(updated as Record<string, unknown> | null);
    });
  }

  updateMany(filter: Filter, update: Update): Promise<number> {
    return this.guard(async () => {
      const result = await this.model.updateMany(mongoFilter(filter), MongoCollection.stamped(update), {
        runValidators: true,
      });
      return result.matchedCount;
    });
  }

  private static stamped(update: Update): Update {
    return { ...update, $set: { ...update.$set, updatedAt: new Date() } };
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    return (await this.model.deleteOne(mongoFilter(filter))).deletedCount > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    return (await this.model.deleteMany(mongoFilter(filter))).deletedCount;
  }
}

/** MongoDB (with GridFS for files), used whenever MONGODB_URI is set. */
export async function openMongoStorage(uri: string): Promise<Storage> {
  const connection = await mongoose
    .createConnection(uri, { bufferCommands: false, serverSelectionTimeoutMS: 10_000, autoIndex: true })
    .asPromise();
  const collections = new Map<EntityName, MongoCollection<Entity>>();
  for (const [name, schema] of Object.entries(ENTITY_SCHEMAS) as [EntityName, (typeof ENTITY_SCHEMAS)[EntityName]][]) {
    const model = connection.model(name, schema, name);
    await model.init();
    collections.set(name, new MongoCollection(name, model as unknown as Model<unknown>));
  }
  const files = new GridFsFileStore(connection);
  await files.removeUnfinished();
  return {
    kind: 'mongo',
    files,
    collection<K extends EntityName>(name: K) {
      return collections.get(name) as unknown as Collection<EntityTypes[K]>;
    },
    close: () => connection.close(),
  };
}
