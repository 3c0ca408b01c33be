import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import Datastore from '@seald-io/nedb';
import mongoose, { type Model } from 'mongoose';
import type { Entity } from '../entity';
import { ENTITY_SCHEMAS, type EntityName, type EntityTypes } from '../entities';
import { DuplicateKeyError, type Collection, type Filter, type FindOptions, type Storage, type Update } from '../port';
import { toRecord, toStoreFilter } from '../records';
import { DiskFileStore } from '../files/disk-file-store';

/** A private mongoose instance: schemas validate and cast here, nothing ever connects. */
const validator = new mongoose.Mongoose();

function isUniqueViolation(error: unknown): boolean {
  return (error as { errorType?: string })?.errorType === 'uniqueViolated';
}

class EmbeddedCollection<T extends Entity> implements Collection<T> {
  constructor(
    private readonly name: string,
    private readonly db: Datastore,
    private readonly model: Model<unknown>,
  ) {}

  async insert(record: Partial<T>): Promise<T> {
    const { id, ...fields } = record as Partial<T> & { id?: string };
    const document = new this.model(id ? { ...fields, _id: id } : fields);
    await document.validate();
    try {
      const stored = await this.db.insertAsync(document.toObject() as Record<string, unknown>);
      return toRecord<T>(stored)!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateKeyError(this.name);
      throw error;
    }
  }

  async findById(id: string): Promise<T | null> {
    return toRecord<T>(await this.db.findOneAsync({ _id: id }));
  }

  async findOne(filter: Filter): Promise<T | null> {
    return toRecord<T>(await this.db.findOneAsync(toStoreFilter(filter)));
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    let cursor = this.db.findAsync(toStoreFilter(filter));
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    const documents = await cursor;
    return documents.map((document) => toRecord<T>(document)!);
  }

  count(filter: Filter): Promise<number> {
    return this.db.countAsync(toStoreFilter(filter));
  }

  async updateOne(filter: Filter, update: Update): Promise<T | null> {
    const { affectedDocuments } = await this.update(filter, update, false);
    return toRecord<T>(affectedDocuments as Record<string, unknown> | null);
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    return (await this.update(filter, update, true)).numAffected;
  }

  private async update(filter: Filter, update: Update, multi: boolean) {
    const $set = { ...(await this.castAndValidate(update.$set ?? {})), updatedAt: new Date() };
    try {
      return await this.db.updateAsync(toStoreFilter(filter), { ...update, $set }, { multi, returnUpdatedDocs: true });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateKeyError(this.name);
      throw error;
    }
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    return (await this.db.removeAsync(toStoreFilter(filter), { multi: false })) > 0;
  }

  deleteMany(filter: Filter): Promise<number> {
    return this.db.removeAsync(toStoreFilter(filter), { multi: true });
  }

  /** Values set on update pass the same schema casting and validation as inserts do. */
  private async castAndValidate(values: Record<string, unknown>): Promise<Record<string, unknown>> {
    const paths = Object.keys(values);
    if (!paths.length) return values;
    const casted = this.model.castObject(values) as Record<string, unknown>;
    // castObject drops nulls, but a $set to null (clearing an optional field) must reach the store as in MongoDB.
    for (const path of paths) if (values[path] === null) casted[path] = null;
    await this.model.validate(casted, paths);
    return casted;
  }
}

/** The default store: nedb files under DATA_DIR/db, files under DATA_DIR/files. */
export async function openEmbeddedStorage(dataDir: string): Promise<Storage> {
  const dbDir = join(dataDir, 'db');
  await mkdir(dbDir, { recursive: true });
  const collections = new Map<EntityName, EmbeddedCollection<Entity>>();
  const datastores: Datastore[] = [];

  for (const [name, schema] of Object.entries(ENTITY_SCHEMAS) as [EntityName, (typeof ENTITY_SCHEMAS)[EntityName]][]) {
    const db = new Datastore({ filename: join(dbDir, `${name}.db`) });
    await db.loadDatabaseAsync();
    for (const [fields, options] of schema.indexes()) {
      await db.ensureIndexAsync({
        fieldName: Object.keys(fields),
        unique: Boolean(options?.unique),
        sparse: Boolean(options?.sparse),
      });
    }
    // Compact the append-only log now and then so it does not grow without bound.
    db.setAutocompactionInterval(10 * 60 * 1000);
    const model = validator.models[name] ?? validator.model(name, schema);
    collections.set(name, new EmbeddedCollection(name, db, model as Model<unknown>));
    datastores.push(db);
  }

  return {
    kind: 'embedded',
    files: new DiskFileStore(join(dataDir, 'files')),
    collection<K extends EntityName>(name: K) {
      return collections.get(name) as unknown as Collection<EntityTypes[K]>;
    },
    async close() {
      for (const db of datastores) {
        db.stopAutocompaction();
        await db.compactDatafileAsync();
      }
    },
  };
}
