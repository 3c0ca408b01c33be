import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import Database from 'libsql';
import mongoose from 'mongoose';
import { DATABASE_FILE, openEmbeddedStorage } from './embedded/embedded-storage';
import { openMongoStorage } from './mongo/mongo-storage';
import { keysetOf, keysetPage, newestFirstAfter, type Keyset } from '../platform/paging';
import { ABANDONED_AFTER_MS } from './files/unfinished-uploads';
import { newId } from './ids';
import { DuplicateKeyError, type Filter, type Storage } from './port';
import { withTempDir } from '../test-support/temp-dir';

interface OpenedAdapter {
  storage: Storage;
  cleanup: () => Promise<void>;
  /** Leaves what a process killed in the middle of a save leaves, long enough ago to count as abandoned. */
  strandUpload: () => Promise<void>;
}

/**
 * One contract for every adapter: the embedded store always, MongoDB whenever MONGODB_URI is set.
 */
const adapters: [string, () => Promise<OpenedAdapter>][] = [
  [
    'embedded',
    async () => {
      const dir = await withTempDir();
      const storage = await openEmbeddedStorage(dir.path);
      return {
        storage,
        cleanup: async () => {
          await storage.close();
          await dir.cleanup();
        },
        strandUpload: async () => {
          await mkdir(join(dir.path, 'files'), { recursive: true });
          await writeFile(join(dir.path, 'files', `${newId()}.partial`), 'half a fi');
        },
      };
    },
  ],
];
if (process.env.MONGODB_URI) {
  adapters.push([
    'mongo',
    async () => {
      const uri = new URL(process.env.MONGODB_URI!);
      uri.pathname = `/lexa_contract_${Date.now()}`;
      const storage = await openMongoStorage(uri.toString());
      return {
        storage,
        cleanup: () => storage.close(),
        // A first chunk, written before the safety age, whose files document never came.
        strandUpload: async () => {
          const connection = await mongoose.createConnection(uri.toString()).asPromise();
          const writtenAt = Math.floor((Date.now() - ABANDONED_AFTER_MS) / 1000) - 60;
          await connection.db!.collection('files.chunks').insertOne({
            _id: mongoose.mongo.ObjectId.createFromTime(writtenAt),
            files_id: newId(),
            n: 0,
            data: Buffer.from('half a fi'),
          } as never);
          await connection.close();
        },
      };
    },
  ]);
}

const user = (email: string) => ({ email, username: email, firstName: 'Ada', passwordHash: 'x' });

describe.each(adapters)('storage contract: %s', (_name, open) => {
  let storage: Storage;
  let cleanup: () => Promise<void>;
  let strandUpload: () => Promise<void>;

  beforeEach(async () => {
    ({ storage, cleanup, strandUpload } = await open());
  });
  afterEach(() => cleanup());

  it('inserts with schema defaults, a string id and timestamps', async () => {
    const created = await storage.collection('users').insert(user('ada@example.com'));
    expect(created.id).toMatch(/^[a-f0-9]{24}$/);
    expect(created).toMatchObject({ isAdmin: false, isActive: true, lastName: '' });
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(await storage.collection('users').findById(created.id)).toMatchObject({ email: 'ada@example.com' });
  });

  it('validates against the schema on insert and update', async () => {
    await expect(storage.collection('users').insert({ email: 'x@example.com' })).rejects.toThrow();
    const request = await storage.collection('legalRequests').insert({
      requestNumber: 'LR-1',
      clientId: 'c1',
      title: 'T',
      description: 'D',
    });
    await expect(
      storage.collection('legalRequests').updateOne({ id: request.id }, { $set: { status: 'bogus' } }),
    ).rejects.toThrow();
  });

  it('inserts many in one batch, validated, and refuses duplicates', async () => {
    const users = storage.collection('users');
    expect(await users.insertMany([user('many1@example.com'), user('many2@example.com')])).toBe(2);
    expect(await users.count({ email: { $regex: /^many/ } })).toBe(2);
    expect((await users.findOne({ email: 'many2@example.com' }))!.createdAt).toBeInstanceOf(Date);
    await expect(users.insertMany([user('many1@example.com')])).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(users.insertMany([{ email: 'invalid@example.com' }])).rejects.toThrow();
  });

  it('enforces unique indexes with DuplicateKeyError', async () => {
    await storage.collection('users').insert(user('dup@example.com'));
    await expect(storage.collection('users').insert(user('dup@example.com'))).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('finds with operators, sort, skip, limit and counts', async () => {
    const requests = storage.collection('legalRequests');
    for (let i = 0; i < 5; i += 1) {
      await requests.insert({
        requestNumber: `LR-${i}`,
        clientId: i % 2 ? 'a' : 'b',
        title: `Title ${i}`,
        description: 'd',
        status: i < 2 ? 'submitted' : 'resolved',
        createdAt: new Date(2026, 0, i + 1),
      });
    }
    const page = await requests.find({ status: { $in: ['resolved'] } }, { sort: { createdAt: -1 }, skip: 1, limit: 1 });
    expect(page.map((r) => r.requestNumber)).toEqual(['LR-3']);
    expect(await requests.count({ clientId: 'a' })).toBe(2);
    expect(await requests.count({ title: { $regex: /title 4/i } })).toBe(1);
    expect(await requests.count({ $or: [{ clientId: 'a' }, { status: 'submitted' }] })).toBe(3);
  });

  it('pages by keyset: newest first, ties broken by id, every row once however deep', async () => {
    const notifications = storage.collection('notifications');
    const sameMoment = new Date(2026, 2, 1);
    const ids = ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7'];
    for (const [index, id] of ids.entries()) {
      // Three rows share one moment, so only the id can order them.
      const createdAt = index < 3 ? sameMoment : new Date(2026, 2, 1 + index);
      await notifications.insert({ id, userId: 'u', type: 'system', title: id, message: 'm', createdAt });
    }
    await notifications.insert({ userId: 'someone-else', type: 'system', title: 'x', message: 'm' });

    const seen: string[] = [];
    let after: Keyset | undefined;
    for (let pages = 0; pages < 10; pages += 1) {
      const { filter, options } = newestFirstAfter('createdAt', 3, after);
      const { items, nextCursor } = keysetPage(
        await notifications.find({ userId: 'u', ...filter }, options),
        3,
        (row) => row.createdAt,
      );
      seen.push(...items.map((row) => row.id));
      if (!nextCursor) break;
      after = keysetOf(nextCursor)!;
    }
    expect(seen).toEqual(['g7', 'f6', 'e5', 'd4', 'c3', 'b2', 'a1']);
  });

  it('speaks every operator of the query language', async () => {
    const requests = storage.collection('legalRequests');
    for (let i = 0; i < 6; i += 1) {
      await requests.insert({
        requestNumber: `LR-${i}`,
        clientId: `c${i % 3}`,
        title: `Case ${i}`,
        description: 'd',
        contactPhone: i % 2 ? '555' : '',
        status: (['submitted', 'in_review', 'resolved'] as const)[i % 3],
        createdAt: new Date(Date.UTC(2026, 0, i + 1)),
        ...(i === 5 ? { assignedAdminId: 'admin-1' } : {}),
      });
    }
    const numbers = async (filter: Filter) =>
      (await requests.find(filter, { sort: { requestNumber: 1 } })).map((r) => r.requestNumber.slice(3)).join('');
    expect(await numbers({ clientId: 'c1' })).toBe('14');
    expect(await numbers({ clientId: { $in: ['c0', 'c2'] } })).toBe('0235');
    expect(await numbers({ clientId: { $nin: ['c0', 'c2'] } })).toBe('14');
    expect(await numbers({ status: { $ne: 'resolved' } })).toBe('0134');
    expect(
      await numbers({ createdAt: { $gte: new Date(Date.UTC(2026, 0, 3)), $lt: new Date(Date.UTC(2026, 0, 5)) } }),
    ).toBe('23');
    expect(await numbers({ createdAt: { $gt: new Date(Date.UTC(2026, 0, 5)) } })).toBe('5');
    expect(await numbers({ createdAt: { $lte: new Date(Date.UTC(2026, 0, 1)) } })).toBe('0');
    expect(await numbers({ assignedAdminId: null })).toBe('01234');
    expect(await numbers({ assignedAdminId: { $ne: null } })).toBe('5');
    expect(await numbers({ assignedAdminId: { $ne: 'admin-1' } })).toBe('01234');
    expect(await numbers({ assignedAdminId: { $nin: ['admin-1', 'admin-2'] } })).toBe('01234');
    expect(await numbers({ nonexistent: { $ne: true } } as Filter)).toBe('012345');
    expect(await numbers({ assignedAdminId: { $exists: true } })).toBe('012345');
    expect(await numbers({ nonexistent: { $exists: false } } as Filter)).toBe('012345');
    expect(await numbers({ title: { $regex: /^case [1-2]$/i } })).toBe('12');
    expect(await numbers({ title: { $regex: /\(x\)|Case 3/ } })).toBe('3');
    expect(
      await numbers({ $and: [{ contactPhone: '555' }, { $or: [{ clientId: 'c0' }, { status: 'submitted' }] }] }),
    ).toBe('3');
    expect(await numbers({ autoReminderEnabled: false, contactPhone: { $in: ['555'] } })).toBe('135');
    const pages = await requests.find({}, { sort: { status: 1, createdAt: -1 }, skip: 2, limit: 3 });
    expect(pages.map((r) => r.requestNumber)).toEqual(['LR-5', 'LR-2', 'LR-3']);
    expect((await requests.find({}, { sort: { createdAt: 1 }, skip: 4 })).map((r) => r.requestNumber)).toEqual([
      'LR-4',
      'LR-5',
    ]);
  });

  it('matches elements of list fields as MongoDB does', async () => {
    const messages = storage.collection('messages');
    await messages.insert({ threadId: 't', senderId: 's', senderRole: 'client', fileIds: ['f1', 'f2'] });
    await messages.insert({ threadId: 't', senderId: 's', senderRole: 'client', fileIds: [] });
    expect(await messages.count({ fileIds: 'f2' })).toBe(1);
    expect(await messages.count({ fileIds: { $in: ['f1', 'x'] } })).toBe(1);
    expect(await messages.count({ fileIds: { $ne: 'f1' } })).toBe(1);
  });

  it('counts per value in one grouped count', async () => {
    const requests = storage.collection('legalRequests');
    const statuses = ['submitted', 'submitted', 'resolved', 'closed', 'submitted'] as const;
    for (const [i, status] of statuses.entries()) {
      await requests.insert({
        requestNumber: `LR-${i}`,
        clientId: i ? 'a' : 'b',
        title: 'T',
        description: 'D',
        status,
      });
    }
    expect(await requests.countBy('status', {})).toEqual({ submitted: 3, resolved: 1, closed: 1 });
    expect(await requests.countBy('status', { clientId: 'a' })).toEqual({ submitted: 2, resolved: 1, closed: 1 });
    expect(await requests.countBy('status', { clientId: 'nobody' })).toEqual({});
  });

  it('searches whole words of the text index, every word required, in any filter and order', async () => {
    const requests = storage.collection('legalRequests');
    const made = [
      {
        title: 'Lease dispute with landlord',
        description: 'The deposit was never returned.',
        contactName: 'Ada Lovelace',
        contactEmail: 'ada@example.com',
      },
      {
        title: 'Employment contract review',
        description: 'Non-compete clause in my contracts',
        contactName: 'Grace Hopper',
        contactEmail: 'grace@navy.mil',
      },
      {
        title: 'Trademark filing',
        description: 'Register the brand “Café Zoë”',
        contactName: 'Zoë Müller',
        contactEmail: 'zoe@example.de',
      },
    ];
    for (const [i, fields] of made.entries()) {
      await requests.insert({
        requestNumber: `LR-${i}`,
        clientId: 'c',
        ...fields,
        createdAt: new Date(Date.UTC(2026, 0, i + 1)),
      });
    }
    const found = async (text: string, filter: Filter = {}) =>
      (await requests.find({ ...filter, $text: text }, { sort: { createdAt: -1 } })).map((r) => r.requestNumber);
    expect(await found('landlord')).toEqual(['LR-0']);
    expect(await found('DEPOSIT')).toEqual(['LR-0']);
    expect(await found('lovelace')).toEqual(['LR-0']);
    expect(await found('grace@navy.mil')).toEqual(['LR-1']);
    expect(await found('contract')).toEqual(['LR-1']);
    expect(await found('zoë')).toEqual(['LR-2']);
    expect(await found('lease trademark')).toEqual([]);
    expect(await found('example')).toEqual(['LR-2', 'LR-0']);
    expect(await found('example', { status: 'resolved' })).toEqual([]);
    expect(await requests.count({ $text: 'example' })).toBe(2);
    expect(await requests.countBy('status', { $text: 'example' })).toEqual({ submitted: 2 });
    expect(await storage.collection('users').count({ $text: 'nobody' })).toBe(0);
    await storage.collection('users').insert(user('finder@example.com'));
    expect(await storage.collection('users').count({ $text: 'finder' })).toBe(1);
    await storage
      .collection('messages')
      .insert({ threadId: 't', senderId: 's', senderRole: 'client', content: 'Where is my deposit?' });
    expect(await storage.collection('messages').count({ $text: 'deposit' })).toBe(1);
  });

  it('treats any search string as text, never as syntax', async () => {
    const requests = storage.collection('legalRequests');
    await requests.insert({
      requestNumber: 'LR-1',
      clientId: 'c',
      title: 'Lease AND deposit',
      description: 'near the NEAR river',
    });
    const hostile = [
      '"',
      '""',
      '"lease',
      'lease"',
      'lease AND',
      'AND',
      'OR lease',
      'NOT lease',
      'lease*',
      '*',
      '-lease',
      'NEAR(lease deposit)',
      'title:lease',
      '{title}: lease',
      '^lease',
      "'; DROP TABLE legalRequests; --",
      '\u0000lease',
      'lease'.repeat(2000),
      'x'.repeat(10_000),
      '🙂 lease',
      '‮ lease',
      '',
    ];
    for (const text of hostile) await expect(requests.count({ $text: text })).resolves.toBeGreaterThanOrEqual(0);
    expect(await requests.count({ $text: '"lease" -deposit* ^river:' })).toBe(1);
    expect(await requests.count({ $text: 'NEAR(lease deposit)' })).toBe(1);
    expect(await requests.count({ $text: '' })).toBe(0);
    expect(await requests.count({})).toBe(1);
  });

  it('updates with $unset and $push', async () => {
    const messages = storage.collection('messages');
    const created = await messages.insert({ threadId: 't', senderId: 's', senderRole: 'client', fileIds: ['a'] });
    const pushed = await messages.updateOne({ id: created.id }, { $push: { fileIds: 'b' } });
    expect(pushed!.fileIds).toEqual(['a', 'b']);
    const threads = storage.collection('messageThreads');
    const thread = await threads.insert({ clientId: 'c', type: 'request_linked', requestId: 'r1' });
    const unset = await threads.updateOne(
      { id: thread.id },
      { $unset: { requestId: true }, $inc: { unreadByStaff: 2 } },
    );
    expect(unset).not.toHaveProperty('requestId');
    expect(unset!.unreadByStaff).toBe(2);
    expect(unset!.lastMessageAt).toBeInstanceOf(Date);
  });

  it('updates atomically with $set and $inc and returns the new state', async () => {
    const users = storage.collection('users');
    const created = await users.insert(user('upd@example.com'));
    const updated = await users.updateOne({ id: created.id }, { $set: { firstName: 'Grace' } });
    expect(updated).toMatchObject({ id: created.id, firstName: 'Grace' });
    expect(updated!.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    expect(await users.updateOne({ id: 'missing' }, { $set: { firstName: 'X' } })).toBeNull();
  });

  it('clears an optional field with $set to null', async () => {
    const users = storage.collection('users');
    const created = await users.insert({ ...user('null@example.com'), lastLogin: new Date() });
    expect((await users.updateOne({ id: created.id }, { $set: { lastLogin: null } }))!.lastLogin).toBeNull();
    expect((await users.findById(created.id))!.lastLogin).toBeNull();
  });

  it('updates many with validation and counts the matches', async () => {
    const users = storage.collection('users');
    await users.insert(user('m1@example.com'));
    await users.insert(user('m2@example.com'));
    await users.insert({ ...user('m3@example.com'), isActive: false });
    expect(await users.updateMany({ isActive: true }, { $set: { firstName: 'Both' } })).toBe(2);
    expect((await users.find({ firstName: 'Both' })).map((u) => u.email).sort()).toEqual([
      'm1@example.com',
      'm2@example.com',
    ]);
    expect(await users.updateMany({ email: 'nobody@example.com' }, { $set: { firstName: 'X' } })).toBe(0);
    await expect(users.updateMany({}, { $set: { email: `${'x'.repeat(300)}@example.com` } })).rejects.toThrow();
    await expect(users.updateMany({}, { $set: { email: 'm1@example.com' } })).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('deletes one and many', async () => {
    const users = storage.collection('users');
    const a = await users.insert(user('a@example.com'));
    await users.insert(user('b@example.com'));
    expect(await users.deleteOne({ id: a.id })).toBe(true);
    expect(await users.deleteOne({ id: a.id })).toBe(false);
    expect(await users.deleteMany({})).toBe(1);
  });

  it('streams files in and out and removes them', async () => {
    const saved = await storage.files.save(Readable.from(['hello ', 'world']), {
      filename: 'a.txt',
      contentType: 'text/plain',
    });
    expect(saved.size).toBe(11);
    expect(await text((await storage.files.open(saved.id))!)).toBe('hello world');
    await storage.files.remove(saved.id);
    expect(await storage.files.open(saved.id)).toBeNull();
  });

  it('removes what a save cut short by a crash left behind, and nothing finished', async () => {
    const kept = await storage.files.save(Readable.from(['kept']), { filename: 'k.txt', contentType: 'text/plain' });
    await strandUpload();
    expect(await storage.files.removeUnfinished()).toBe(1);
    expect(await storage.files.removeUnfinished()).toBe(0);
    expect(await text((await storage.files.open(kept.id))!)).toBe('kept');
  });
});

describe('embedded storage persistence', () => {
  it('rebuilds a table whose indexed fields changed, keeping its rows and search', async () => {
    const dir = await withTempDir();
    try {
      const first = await openEmbeddedStorage(dir.path);
      const created = await first.collection('users').insert(user('layout@example.com'));
      await first.close();
      // As an older version left it: the table without the generated columns of today's indexes.
      const db = new Database(join(dir.path, DATABASE_FILE));
      db.exec(`CREATE TABLE old_users AS SELECT seq, _id, doc FROM users; DROP TABLE users;
        CREATE TABLE users (seq INTEGER PRIMARY KEY, _id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
        INSERT INTO users SELECT * FROM old_users; DROP TABLE old_users;`);
      db.close();
      const second = await openEmbeddedStorage(dir.path);
      expect(await second.collection('users').findOne({ email: 'layout@example.com' })).toMatchObject({
        id: created.id,
      });
      expect(await second.collection('users').count({ $text: 'layout' })).toBe(1);
      await expect(second.collection('users').insert(user('layout@example.com'))).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await second.close();

      const again = new Database(join(dir.path, DATABASE_FILE));
      again.exec(`CREATE UNIQUE INDEX users__firstName_1 ON users (json_extract(doc, '$.firstName'))`);
      again.close();
      const third = await openEmbeddedStorage(dir.path);
      // The index the schema does not declare is gone: a second Ada is no duplicate.
      await third.collection('users').insert(user('other@example.com'));
      await third.close();
    } finally {
      await dir.cleanup();
    }
  });

  it('keeps data across a reopen of the same folder', async () => {
    const dir = await withTempDir();
    const first = await openEmbeddedStorage(dir.path);
    const created = await first.collection('users').insert(user('keep@example.com'));
    await first.collection('users').updateOne({ id: created.id }, { $set: { firstName: 'Kept' } });
    const second = await openEmbeddedStorage(dir.path);
    expect(await second.collection('users').findById(created.id)).toMatchObject({ firstName: 'Kept' });
    await second.close();
    await first.close();
    await dir.cleanup();
  });
});
