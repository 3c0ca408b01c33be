import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withTempDir } from '../../test-support/temp-dir';
import { backupDatabase, restoreDatabase } from './backup';
import { DATABASE_FILE, openEmbeddedStorage } from './embedded-storage';

const user = (email: string) => ({ email, username: email, firstName: 'Ada', passwordHash: 'x' });

describe('embedded backups', () => {
  it('copies a running store consistently and puts the copy back, keeping the replaced database aside', async () => {
    const dir = await withTempDir();
    try {
      const dataDir = join(dir.path, 'data');
      const storage = await openEmbeddedStorage(dataDir);
      const users = storage.collection('users');
      await users.insertMany(Array.from({ length: 200 }, (_, i) => user(`before-${i}@example.com`)));
      // Writes keep coming while the copy is taken; the copy holds a whole snapshot, never half a write.
      const writing = Promise.all(Array.from({ length: 50 }, (_, i) => users.insert(user(`during-${i}@example.com`))));
      const file = join(dir.path, 'backup.sqlite');
      backupDatabase(dataDir, file);
      await writing;
      await users.insert(user('after@example.com'));
      await storage.close();
      expect(() => backupDatabase(dataDir, file)).toThrow(/already exists/);

      const aside = restoreDatabase(dataDir, file);
      expect(aside && existsSync(aside)).toBe(true);
      const restored = await openEmbeddedStorage(dataDir);
      const restoredUsers = restored.collection('users');
      expect(await restoredUsers.count({ email: { $regex: /^before-/ } })).toBe(200);
      expect(await restoredUsers.findOne({ email: 'after@example.com' })).toBeNull();
      expect(await restoredUsers.count({ $text: 'before' })).toBe(200);
      await restored.close();
      expect(existsSync(join(dataDir, DATABASE_FILE))).toBe(true);
    } finally {
      await dir.cleanup();
    }
  });

  it('refuses to back up a folder without a store, or to restore a file that is not a sound database', async () => {
    const dir = await withTempDir();
    try {
      expect(() => backupDatabase(dir.path, join(dir.path, 'copy.sqlite'))).toThrow(/No embedded store/);
      expect(() => restoreDatabase(dir.path, join(dir.path, 'missing.sqlite'))).toThrow(/does not exist/);
      const notADatabase = join(dir.path, 'notes.txt');
      await writeFile(notADatabase, 'not a database, just long enough text to look like a file of pages'.repeat(100));
      expect(() => restoreDatabase(dir.path, notADatabase)).toThrow();
      expect(existsSync(join(dir.path, DATABASE_FILE))).toBe(false);
    } finally {
      await dir.cleanup();
    }
  });
});
