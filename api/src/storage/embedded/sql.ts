import type { Schema } from 'mongoose';
import type { Filter, FindOptions, Update } from '../port';
import { searchTerms } from '../search-terms';
import { toSqliteRegex } from './regex';

/**
 * The port's query language translated to SQL over one table per collection: `seq` (rowid), `_id`, and `doc`, the
 * document as JSON. Dates are stored as `{"$date":"<ISO 8601>"}`, whose JSON text sorts and compares like the date.
 * Every value is a bound parameter; field names come from services and are checked against a plain-name pattern.
 */

export type SqlValue = string | number | null;

const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The stored generated column of an indexed field. */
const columnName = (field: string) => quoteName(`f:${field}`);

/** The FTS5 table that indexes a collection's text-indexed fields. */
export const ftsTable = (table: string) => `${table}_fts`;

/** `$.a.b` for a dotted field path; refuses anything that is not a plain name. */
export function jsonPath(field: string): string {
  if (!FIELD_PATH.test(field)) throw new Error(`Unsupported field path: ${field}`);
  return `$.${field}`;
}

const extract = (field: string) => `json_extract(doc, '${jsonPath(field)}')`;

/** JSON text of a stored document or value: dates become `{"$date": iso}`. */
export function encodeJson(value: unknown): string {
  return JSON.stringify(value, function replace(this: Record<string, unknown>, key: string, encoded: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : encoded;
  });
}

export function decodeJson<T>(text: string): T {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1 && keys[0] === '$date') return new Date((value as { $date: string }).$date);
    }
    return value;
  }) as T;
}

/** A value as SQLite's json_extract returns it: text, number, 0/1 for booleans, JSON text for dates and objects. */
function scalar(value: unknown): SqlValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return encodeJson(value);
}

/** Up to this many search matches, looking each up beats walking an index of the whole collection. */
const FEW_MATCHES = 2_000;

const COMPARISONS = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;

export class SqlTranslator {
  /** Fields some index covers: each is a stored generated column, so indexes cover counts and sorts. */
  readonly indexedFields: ReadonlySet<string>;

  constructor(
    private readonly table: string,
    private readonly schema: Schema,
    /** How many rows an FTS5 match expression finds (cheap: FTS5 reads its own index). */
    private readonly countMatches: (match: string) => number,
  ) {
    const fields = schema
      .indexes()
      .filter(([keys]) => !Object.values(keys).includes('text'))
      .flatMap(([keys]) => Object.keys(keys));
    this.indexedFields = new Set(fields.filter((field) => field !== '_id'));
  }

  /** The column definitions that hold the indexed fields, kept by SQLite from `doc` on every write. */
  generatedColumns(): string[] {
    return [...this.indexedFields].map((field) => `${columnName(field)} AS (${extract(field)}) STORED`);
  }

  /** The expression every query, sort and index uses for a field: its column when indexed, else read from `doc`. */
  field(field: string): string {
    if (field === '_id') return '_id';
    return this.indexedFields.has(field) ? columnName(field) : extract(field);
  }

  /** Arrays of scalars match an element, as in MongoDB: `{ fileIds: 'x' }` finds documents whose list holds 'x'. */
  private isArray(field: string): boolean {
    return this.schema.path(field)?.instance === 'Array';
  }

  where(filter: Filter, params: SqlValue[]): string {
    const clauses = Object.entries(filter).map(([key, value]) => this.clause(key, value, params));
    return clauses.length ? clauses.join(' AND ') : '1';
  }

  private clause(key: string, value: unknown, params: SqlValue[]): string {
    if (key === '$or' || key === '$and') {
      const parts = (value as Filter[]).map((part) => `(${this.where(part, params)})`);
      if (!parts.length) return key === '$and' ? '1' : '0';
      return `(${parts.join(key === '$or' ? ' OR ' : ' AND ')})`;
    }
    if (key === '$text') return this.text(value as string, params);
    if (key.startsWith('$')) throw new Error(`Unsupported operator: ${key}`);
    const operators = isOperatorObject(value) ? Object.entries(value) : [['$eq', value] as const];
    return operators.map(([operator, operand]) => this.condition(key, operator, operand, value, params)).join(' AND ');
  }

  /** One operator on one field; on array fields the positive test applies to elements. */
  private condition(field: string, operator: string, operand: unknown, all: unknown, params: SqlValue[]): string {
    if (operator === '$exists') return `json_type(doc, '${jsonPath(field)}') IS ${operand ? 'NOT ' : ''}NULL`;
    if (operator === '$options') return '1';
    const negated = operator === '$ne' || operator === '$nin';
    const positive = operator === '$ne' ? '$eq' : operator === '$nin' ? '$in' : operator;
    const test = (subject: string) => this.positive(subject, positive, operand, all, params);
    const expression = this.isArray(field)
      ? `EXISTS (SELECT 1 FROM json_each(doc, '${jsonPath(field)}') WHERE ${test('value')})`
      : test(this.field(field));
    // A comparison with a missing (NULL) field is unknown in SQL; MongoDB's $ne and $nin match such documents.
    return negated ? `NOT coalesce(${expression}, 0)` : expression;
  }

  private positive(subject: string, operator: string, operand: unknown, all: unknown, params: SqlValue[]): string {
    if (operator === '$eq') {
      if (operand instanceof RegExp) return this.regex(subject, operand.source, operand.flags, params);
      if (operand === null || operand === undefined) return `${subject} IS NULL`;
      params.push(scalar(operand));
      return `${subject} = ?`;
    }
    if (operator === '$in') {
      const values = operand as unknown[];
      const present = values.filter((v) => v !== null && v !== undefined);
      const parts = present.length ? [`${subject} IN (${present.map(() => '?').join(', ')})`] : [];
      params.push(...present.map(scalar));
      if (present.length < values.length) parts.push(`${subject} IS NULL`);
      return parts.length ? `(${parts.join(' OR ')})` : '0';
    }
    if (operator in COMPARISONS) {
      params.push(scalar(operand));
      return `${subject} ${COMPARISONS[operator as keyof typeof COMPARISONS]} ?`;
    }
    if (operator === '$regex') {
      const options = (all as { $options?: string }).$options ?? '';
      if (operand instanceof RegExp) return this.regex(subject, operand.source, operand.flags + options, params);
      return this.regex(subject, String(operand), options, params);
    }
    throw new Error(`Unsupported operator: ${operator}`);
  }

  /** Only strings match a pattern, as in MongoDB. */
  private regex(subject: string, source: string, flags: string, params: SqlValue[]): string {
    params.push(toSqliteRegex(source, flags));
    return `(typeof(${subject}) = 'text' AND ${subject} REGEXP ?)`;
  }

  /** Full-text search through the collection's FTS5 table; the words are quoted, so nothing is FTS syntax. */
  private text(search: string, params: SqlValue[]): string {
    if (!this.textFields().length) throw new Error('This collection has no text index');
    const terms = searchTerms(search);
    if (!terms.length) return '0';
    const match = terms.map((term) => `"${term}"`).join(' ');
    params.push(match);
    const fts = quoteName(ftsTable(this.table));
    // Few matches: look each one up. Many (a common word): `+seq` keeps SQLite from looking up thousands of rows and
    // sorting them; the matches become a set probed while the sort's or the filter's index is walked.
    const driving = this.countMatches(match) <= FEW_MATCHES ? 'seq' : '+seq';
    return `${driving} IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`;
  }

  /** The fields of the schema's text index, if it has one. */
  textFields(): string[] {
    const text = this.schema.indexes().find(([fields]) => Object.values(fields).includes('text'));
    return text ? Object.keys(text[0]) : [];
  }

  orderBy(options: FindOptions): string {
    const sort = Object.entries(options.sort ?? {});
    if (!sort.length) return '';
    return ` ORDER BY ${sort.map(([field, direction]) => `${this.field(field)} ${direction === -1 ? 'DESC' : 'ASC'}`).join(', ')}`;
  }

  /**
   * The new document as one SQL expression over `doc`: SQLite applies the operators, nothing is read back first.
   * $inc and $push read the stored value (MongoDB refuses two operators on one field anyway).
   */
  updateExpression(update: Update, params: SqlValue[]): string {
    let expression = 'doc';
    for (const [field, value] of Object.entries(update.$set ?? {})) {
      params.push(encodeJson(value ?? null));
      expression = `json_set(${expression}, '${jsonPath(field)}', json(?))`;
    }
    for (const [field, amount] of Object.entries(update.$inc ?? {})) {
      const path = jsonPath(field);
      params.push(amount);
      expression = `json_set(${expression}, '${path}', coalesce(json_extract(doc, '${path}'), 0) + ?)`;
    }
    for (const [field, value] of Object.entries(update.$push ?? {})) {
      const path = jsonPath(field);
      params.push(encodeJson(value));
      const list = `coalesce(json_extract(doc, '${path}'), json('[]'))`;
      expression = `json_set(${expression}, '${path}', json_insert(${list}, '$[#]', json(?)))`;
    }
    for (const field of Object.keys(update.$unset ?? {}))
      expression = `json_remove(${expression}, '${jsonPath(field)}')`;
    return expression;
  }
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || value instanceof Date || value instanceof RegExp || Array.isArray(value))
    return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}
