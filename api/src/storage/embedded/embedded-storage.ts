import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'libsql';
import mongoose, { type Model, type Schema } from 'mongoose';
import type { Entity } from '../entity';
import { ENTITY_SCHEMAS, type EntityName, type EntityTypes } from '../entities';
import { DuplicateKeyError, type Collection, type Filter, type FindOptions, type Storage, type Update } from '../port';
import { toRecord, toStoreFilter, toStoreSort } from '../records';
import { DiskFileStore } from '../files/disk-file-store';
import { importNedbFolder } from './nedb-import';
import { decodeJson, encodeJson, ftsTable, jsonPath, quoteName, SqlTranslator, type SqlValue } from './sql';

/** The embedded database: one SQLite file under DATA_DIR. */
export const DATABASE_FILE = 'lexa.sqlite';

/** A private mongoose instance: schemas validate and cast here, nothing ever connects. */
const validator = new mongoose.Mongoose();

type Row = { _id: string; doc: string };

function isUniqueViolation(error: unknown): boolean {
  return String((error as { code?: string })?.code ?? '').startsWith('SQLITE_CONSTRAINT');
}

class EmbeddedCollection<T extends Entity> implements Collection<T> {
  private readonly table: string;

  constructor(
    private readonly name: string,
    private readonly db: Database.Database,
    private readonly model: Model<unknown>,
    private readonly sql: SqlTranslator,
  ) {
    this.table = quoteName(name);
  }

  private guard<R>(operation: () => R): R {
    try {
      return operation();
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateKeyError(this.name);
      throw error;
    }
  }

  private static record<T extends Entity>(row: Row | undefined): T | null {
    return row ? toRecord<T>({ _id: row._id, ...decodeJson<Record<string, unknown>>(row.doc) }) : null;
  }

  /** `WHERE` clause and its parameters for a port filter. */
  private where(filter: Filter): { text: string; params: SqlValue[] } {
    const params: SqlValue[] = [];
    return { text: this.sql.where(toStoreFilter(filter), params), params };
  }

  /** A validated document with schema defaults, split into its id and the JSON stored beside it. */
  private async prepare(record: Partial<T>): Promise<{ _id: string; doc: Record<string, unknown> }> {
    const { id, ...fields } = record as Partial<T> & { id?: string };
    const document = new this.model(id ? { ...fields, _id: id } : fields);
    await document.validate();
    const { _id, ...doc } = document.toObject() as Record<string, unknown>;
    return { _id: _id as string, doc };
  }

  async insert(record: Partial<T>): Promise<T> {
    const { _id, doc } = await this.prepare(record);
    this.guard(() => this.db.prepare(`INSERT INTO ${this.table} (_id, doc) VALUES (?, ?)`).run(_id, encodeJson(doc)));
    return toRecord<T>({ _id, ...doc })!;
  }

  async insertMany(records: Partial<T>[]): Promise<number> {
    const prepared = await Promise.all(records.map((record) => this.prepare(record)));
    const insert = this.db.prepare(`INSERT INTO ${this.table} (_id, doc) VALUES (?, ?)`);
    this.guard(() => this.db.transaction(() => prepared.forEach(({ _id, doc }) => insert.run(_id, encodeJson(doc))))());
    return prepared.length;
  }

  async findById(id: string): Promise<T | null> {
    return EmbeddedCollection.record<T>(
      this.db.prepare(`SELECT _id, doc FROM ${this.table} WHERE _id = ?`).get(id) as Row | undefined,
    );
  }

  async findOne(filter: Filter): Promise<T | null> {
    return (await this.find(filter, { limit: 1 }))[0] ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const where = this.where(filter);
    const paging = options.limit || options.skip ? ' LIMIT ? OFFSET ?' : '';
    const params = paging ? [...where.params, options.limit || -1, options.skip ?? 0] : where.params;
    const rows = this.db
      .prepare(
        `SELECT _id, doc FROM ${this.table} WHERE ${where.text}${this.sql.orderBy({ ...options, sort: toStoreSort(options.sort) })}${paging}`,
      )
      .all(...params) as Row[];
    return rows.map((row) => EmbeddedCollection.record<T>(row)!);
  }

  async count(filter: Filter): Promise<number> {
    const where = this.where(filter);
    return (
      this.db.prepare(`SELECT count(*) AS n FROM ${this.table} WHERE ${where.text}`).get(...where.params) as {
        n: number;
      }
    ).n;
  }

  async countBy(field: string, filter: Filter): Promise<Record<string, number>> {
    const where = this.where(filter);
    const key = this.sql.field(field);
    const rows = this.db
      .prepare(
        `SELECT ${key} AS k, count(*) AS n FROM ${this.table} WHERE ${where.text} AND ${key} IS NOT NULL GROUP BY ${key}`,
      )
      .all(...where.params) as { k: string | number; n: number }[];
    return Object.fromEntries(rows.map(({ k, n }) => [String(k), n]));
  }

  async updateOne(filter: Filter, update: Update): Promise<T | null> {
    const { set, params } = await this.assignment(update);
    const where = this.where(filter);
    const row = this.guard(
      () =>
        this.db
          .prepare(
            `UPDATE ${this.table} SET doc = ${set} WHERE seq = (SELECT seq FROM ${this.table} WHERE ${where.text} LIMIT 1) RETURNING _id, doc`,
          )
          .get(...params, ...where.params) as Row | undefined,
    );
    return EmbeddedCollection.record<T>(row);
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    const { set, params } = await this.assignment(update);
    const where = this.where(filter);
    return this.guard(
      () =>
        this.db.prepare(`UPDATE ${this.table} SET doc = ${set} WHERE ${where.text}`).run(...params, ...where.params)
          .changes,
    );
  }

  /** The `SET doc = …` expression for an update, with updatedAt stamped and $set values cast and validated. */
  private async assignment(update: Update): Promise<{ set: string; params: SqlValue[] }> {
    const $set = { ...(await this.castAndValidate(update.$set ?? {})), updatedAt: new Date() };
    const params: SqlValue[] = [];
    return { set: this.sql.updateExpression({ ...update, $set }, params), params };
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    const where = this.where(filter);
    const statement = `DELETE FROM ${this.table} WHERE seq = (SELECT seq FROM ${this.table} WHERE ${where.text} LIMIT 1)`;
    return this.db.prepare(statement).run(...where.params).changes > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    const where = this.where(filter);
    return this.db.prepare(`DELETE FROM ${this.table} WHERE ${where.text}`).run(...where.params).changes;
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

/**
 * One table per collection: `seq` (stable rowids for the FTS5 table), `_id`, `doc` as JSON, and a stored generated
 * column per indexed field; the schema's indexes over those columns; the text index as an FTS5 table kept in step
 * by triggers. When the indexed fields change, the table is rebuilt with the new columns (rowids kept).
 */
function createCollection(db: Database.Database, name: string, schema: Schema, translator: SqlTranslator): void {
  const table = quoteName(name);
  const definition = (target: string) =>
    `CREATE TABLE ${target} (${['seq INTEGER PRIMARY KEY', '_id TEXT NOT NULL UNIQUE', 'doc TEXT NOT NULL', ...translator.generatedColumns()].join(', ')})`;
  const existing = db.prepare('SELECT sql FROM sqlite_master WHERE type = ? AND name = ?').get('table', name) as
    { sql: string } | undefined;
  if (!existing) db.exec(definition(table));
  else if (existing.sql !== definition(table)) {
    const rebuilt = quoteName(`${name}__rebuild`);
    db.exec(`DROP TABLE IF EXISTS ${rebuilt}; ${definition(rebuilt)}; INSERT INTO ${rebuilt} (seq, _id, doc) SELECT seq, _id, doc FROM ${table};
      DROP TABLE ${table}; ALTER TABLE ${rebuilt} RENAME TO ${table};`);
    // The rebuilt table has none of the old triggers: the search table is made again below.
    db.exec(`DROP TABLE IF EXISTS ${quoteName(ftsTable(name))}`);
  }
  const wanted = new Set<string>();
  for (const [fields, options] of schema.indexes()) {
    const keys = Object.entries(fields);
    if (keys.some(([, direction]) => direction === 'text')) continue;
    const columns = keys.map(([field, direction]) => `${translator.field(field)}${direction === -1 ? ' DESC' : ''}`);
    const partial = options?.sparse
      ? ` WHERE ${keys.map(([field]) => `${translator.field(field)} IS NOT NULL`).join(' AND ')}`
      : '';
    const indexName = `${name}__${keys.map(([field, direction]) => `${field}_${direction}`).join('__')}`;
    wanted.add(indexName);
    db.exec(
      `CREATE ${options?.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${quoteName(indexName)} ON ${table} (${columns.join(', ')})${partial}`,
    );
  }
  // Indexes a schema no longer declares would only slow writes down (a unique one would even refuse them).
  const present = db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`)
    .all(name) as { name: string }[];
  for (const { name: index } of present) if (!wanted.has(index)) db.exec(`DROP INDEX ${quoteName(index)}`);
  createSearchTable(db, name, translator.textFields());
}

/** The FTS5 table over the text index's fields, filled from the rows and kept in step by triggers; rebuilt when the fields change. */
function createSearchTable(db: Database.Database, name: string, textFields: string[]): void {
  const table = quoteName(name);
  const fts = quoteName(ftsTable(name));
  const columns = textFields.map(quoteName).join(', ');
  const definition = `CREATE VIRTUAL TABLE ${fts} USING fts5(${columns}, tokenize = 'porter unicode61 remove_diacritics 2')`;
  const existing = db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(ftsTable(name)) as
    { sql: string } | undefined;
  if (existing?.sql === definition) return;
  const triggers = ['insert', 'delete', 'update'].map((event) => quoteName(`${name}_fts_${event}`));
  db.exec(`DROP TABLE IF EXISTS ${fts}; ${triggers.map((trigger) => `DROP TRIGGER IF EXISTS ${trigger};`).join(' ')}`);
  if (!textFields.length) return;
  const values = (row: string) =>
    textFields.map((field) => `json_extract(${row}.doc, '${jsonPath(field)}')`).join(', ');
  db.exec(`
    ${definition};
    INSERT INTO ${fts} (rowid, ${columns}) SELECT seq, ${values(table)} FROM ${table};
    CREATE TRIGGER ${triggers[0]} AFTER INSERT ON ${table} BEGIN
      INSERT INTO ${fts} (rowid, ${columns}) VALUES (new.seq, ${values('new')});
    END;
    CREATE TRIGGER ${triggers[1]} AFTER DELETE ON ${table} BEGIN
      DELETE FROM ${fts} WHERE rowid = old.seq;
    END;
    CREATE TRIGGER ${triggers[2]} AFTER UPDATE ON ${table} BEGIN
      DELETE FROM ${fts} WHERE rowid = old.seq;
      INSERT INTO ${fts} (rowid, ${columns}) VALUES (new.seq, ${values('new')});
    END;`);
}

/** Opens the SQLite file with the settings every connection to it needs (WAL, every commit synced, busy wait). */
export function openDatabase(file: string): Database.Database {
  const db = new Database(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;');
  return db;
}

/** The default store: SQLite in DATA_DIR/lexa.sqlite (an old nedb DATA_DIR/db is imported once), files under DATA_DIR/files. */
export async function openEmbeddedStorage(dataDir: string): Promise<Storage> {
  mkdirSync(dataDir, { recursive: true });
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  const collections = new Map<EntityName, EmbeddedCollection<Entity>>();

  db.transaction(() => {
    for (const [name, schema] of Object.entries(ENTITY_SCHEMAS) as [EntityName, Schema][]) {
      const fts = quoteName(ftsTable(name));
      const countMatches = (match: string) =>
        (db.prepare(`SELECT count(*) AS n FROM ${fts} WHERE ${fts} MATCH ?`).get(match) as { n: number }).n;
      const translator = new SqlTranslator(name, schema, countMatches);
      createCollection(db, name, schema, translator);
      const model = validator.models[name] ?? validator.model(name, schema);
      collections.set(name, new EmbeddedCollection(name, db, model as Model<unknown>, translator));
    }
  })();
  try {
    await importNedbFolder(db, dataDir);
  } catch (error) {
    db.close();
    throw error;
  }
  db.exec('PRAGMA optimize');
  const files = new DiskFileStore(join(dataDir, 'files'));
  await files.removeUnfinished();

  return {
    kind: 'embedded',
    files,
    collection<K extends EntityName>(name: K) {
      return collections.get(name) as unknown as Collection<EntityTypes[K]>;
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
