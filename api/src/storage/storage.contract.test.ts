import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { openEmbeddedStorage } from './embedded/embedded-storage';
import { openMongoStorage } from './mongo/mongo-storage';
import { DuplicateKeyError, type Storage } from './port';
import { withTempDir } from '../test-support/temp-dir';

/**
 * One contract for every adapter: the embedded store always, MongoDB whenever MONGODB_URI is set.
 */
const adapters: [string, () => Promise<{ storage: Storage; cleanup: () => Promise<void> }>][] = [
  [
    'embedded',
    async () => {
      const dir = await withTempDir();
      const storage = await openEmbeddedStorage(dir.path);
      return { storage, cleanup: async () => { await storage.close(); await dir.cleanup(); } };
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
      return { storage, cleanup: () => storage.close() };
    },
  ]);
}

const user = (email: string) => ({ email, username: email, firstName: 'Ada', passwordHash: 'x' });

describe.each(adapters)('storage contract: %s', (_name, open) => {
  let storage: Storage;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    ({ storage, cleanup } = await open());
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
      requestNumber: 'LR-1', clientId: 'c1', title: 'T', description: 'D',
    });
    await expect(storage.collection('legalRequests').updateOne({ id: request.id }, { $set: { status: 'bogus' } })).rejects.toThrow();
  });

  it('enforces unique indexes with DuplicateKeyError', async () => {
    await storage.collection('users').insert(user('dup@example.com'));
    await expect(storage.collection('users').insert(user('dup@example.com'))).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('finds with operators, sort, skip, limit and counts', async () => {
    const requests = storage.collection('legalRequests');
    for (let i = 0; i < 5; i += 1) {
      await requests.insert({
        requestNumber: `LR-${i}`, clientId: i % 2 ? 'a' : 'b', title: `Title ${i}`, description: 'd',
        status: i < 2 ? 'submitted' : 'resolved', createdAt: new Date(2026, 0, i + 1),
      });
    }
    const page = await requests.find({ status: { $in: ['resolved'] } }, { sort: { createdAt: -1 }, skip: 1, limit: 1 });
    expect(page.map((r) => r.requestNumber)).toEqual(['LR-3']);
    expect(await requests.count({ clientId: 'a' })).toBe(2);
    expect(await requests.count({ title: { $regex: /title 4/i } })).toBe(1);
    expect(await requests.count({ $or: [{ clientId: 'a' }, { status: 'submitted' }] })).toBe(3);
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
    expect((await users.find({ firstName: 'Both' })).map((u) => u.email).sort()).toEqual(['m1@example.com', 'm2@example.com']);
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
    const saved = await storage.files.save(Readable.from(['hello ', 'world']), { filename: 'a.txt', contentType: 'text/plain' });
    expect(saved.size).toBe(11);
    expect(await text((await storage.files.open(saved.id))!)).toBe('hello world');
    await storage.files.remove(saved.id);
    expect(await storage.files.open(saved.id)).toBeNull();
  });
});

describe('embedded storage persistence', () => {
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
