import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'libsql';
import { DATABASE_FILE, openDatabase } from './embedded-storage';

/**
 * A consistent copy of the embedded store while the server runs: `VACUUM INTO` reads one snapshot of the WAL
 * database (writers carry on) and writes a compact, self-contained SQLite file. libsql does not implement
 * better-sqlite3's `.backup()`; this is SQLite's other online copy and needs nothing else.
 */
export function backupDatabase(dataDir: string, target: string): void {
  const destination = resolve(target);
  if (existsSync(destination)) throw new Error(`${destination} already exists; choose a new file name`);
  const database = join(dataDir, DATABASE_FILE);
  if (!existsSync(database)) throw new Error(`No embedded store at ${database}`);
  const db = openDatabase(database);
  try {
    db.prepare('VACUUM INTO ?').run(destination);
  } finally {
    db.close();
  }
}

/**
 * Puts a backup back as DATA_DIR's database (the server must be stopped). The backup is checked first; the current
 * database is kept aside as `lexa.sqlite.before-restore-<time>`, never deleted. Returns that path, if there was one.
 */
export function restoreDatabase(dataDir: string, source: string): string | null {
  if (!existsSync(resolve(source))) throw new Error(`${source} does not exist`);
  const backup = new Database(resolve(source), { readonly: true, fileMustExist: true });
  try {
    const { integrity_check: integrity } = backup.prepare('PRAGMA integrity_check').get() as {
      integrity_check: string;
    };
    if (integrity !== 'ok') throw new Error(`${source} is damaged: ${integrity}`);
    const database = join(dataDir, DATABASE_FILE);
    let aside: string | null = null;
    if (existsSync(database)) {
      // Fold the write-ahead log into the current file so what is kept aside is whole on its own.
      const current = openDatabase(database);
      current.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      current.close();
      aside = `${database}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(database, aside);
    }
    for (const suffix of ['-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
    backup.prepare('VACUUM INTO ?').run(database);
    return aside;
  } finally {
    backup.close();
  }
}
