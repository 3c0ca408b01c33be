import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Datastore from '@seald-io/nedb';
import Database from 'libsql';
import { withTempDir } from '../../test-support/temp-dir';
import { DATABASE_FILE, openEmbeddedStorage } from './embedded-storage';
import { IMPORTED_NEDB_FOLDER, NEDB_FOLDER } from './nedb-import';

const createdAt = new Date('2024-03-01T10:00:00.000Z');

/** A DATA_DIR as the old nedb adapter left it: one datafile per collection, updated and deleted lines included. */
async function writeOldDataFolder(dataDir: string): Promise<void> {
  const open = async (name: string) => {
    const db = new Datastore({ filename: join(dataDir, NEDB_FOLDER, `${name}.db`) });
    await db.loadDatabaseAsync();
    await db.ensureIndexAsync({ fieldName: 'createdAt' });
    return db;
  };
  const users = await open('users');
  await users.insertAsync({
    _id: 'a'.repeat(24),
    email: 'old@example.com',
    username: 'old@example.com',
    firstName: 'Old',
    lastName: 'Timer',
    passwordHash: 'hash',
    isAdmin: false,
    isActive: true,
    lastLogin: null,
    createdAt,
    updatedAt: createdAt,
  });
  await users.insertAsync({
    _id: 'b'.repeat(24),
    email: 'gone@example.com',
    username: 'g',
    firstName: 'G',
    passwordHash: 'h',
    createdAt,
    updatedAt: createdAt,
  });
  await users.updateAsync({ _id: 'a'.repeat(24) }, { $set: { firstName: 'Renamed' } });
  await users.removeAsync({ _id: 'b'.repeat(24) }, {});
  const requests = await open('legalRequests');
  await requests.insertAsync({
    _id: 'c'.repeat(24),
    requestNumber: 'LR-240301-AAAA',
    clientId: 'a'.repeat(24),
    title: 'Old lease question',
    description: 'From before the move',
    status: 'in_review',
    contactName: 'Old Timer',
    contactEmail: 'old@example.com',
    createdAt,
    updatedAt: createdAt,
  });
  const messages = await open('messages');
  await messages.insertAsync({
    _id: 'd'.repeat(24),
    threadId: 't',
    senderId: 's',
    senderRole: 'client',
    content: 'Hello',
    fileIds: ['f1'],
    createdAt,
    updatedAt: createdAt,
  });
}

async function expectImported(dataDir: string): Promise<void> {
  const storage = await openEmbeddedStorage(dataDir);
  try {
    const user = await storage.collection('users').findById('a'.repeat(24));
    expect(user).toMatchObject({ email: 'old@example.com', firstName: 'Renamed', lastLogin: null, createdAt });
    expect(user!.createdAt).toBeInstanceOf(Date);
    expect(await storage.collection('users').count({})).toBe(1);
    const [request] = await storage
      .collection('legalRequests')
      .find({ status: 'in_review', createdAt: { $lte: createdAt } });
    expect(request).toMatchObject({ id: 'c'.repeat(24), requestNumber: 'LR-240301-AAAA' });
    expect(await storage.collection('legalRequests').count({ $text: 'lease' })).toBe(1);
    expect(await storage.collection('messages').count({ fileIds: 'f1' })).toBe(1);
  } finally {
    await storage.close();
  }
  expect(existsSync(join(dataDir, NEDB_FOLDER))).toBe(false);
  expect(existsSync(join(dataDir, IMPORTED_NEDB_FOLDER, 'users.db'))).toBe(true);
}

describe('import of an old nedb data folder', () => {
  it('brings every collection over once, with ids and dates, and keeps the old files aside', async () => {
    const dir = await withTempDir();
    try {
      await writeOldDataFolder(dir.path);
      await expectImported(dir.path);
      // A second start finds nothing left to import and keeps the data as it is.
      await expectImported(dir.path);
    } finally {
      await dir.cleanup();
    }
  });

  it('leaves nothing behind when interrupted, and completes when run again', async () => {
    const dir = await withTempDir();
    try {
      await writeOldDataFolder(dir.path);
      // A torn last line: the import fails inside its transaction, as if the process had died mid-import.
      const datafile = join(dir.path, NEDB_FOLDER, 'messages.db');
      const intact = await readFile(datafile, 'utf8');
      await writeFile(datafile, `${intact}{"_id":"torn`);
      await expect(openEmbeddedStorage(dir.path)).rejects.toThrow();
      const db = new Database(join(dir.path, DATABASE_FILE));
      expect(db.prepare('SELECT count(*) AS n FROM users').get()).toMatchObject({ n: 0 });
      db.close();
      expect(existsSync(join(dir.path, NEDB_FOLDER))).toBe(true);

      await writeFile(datafile, intact);
      await expectImported(dir.path);
    } finally {
      await dir.cleanup();
    }
  });
});
