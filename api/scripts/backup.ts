/**
 * `npm run backup -- <file>`: a consistent copy of the embedded store, safe while the server runs.
 * `npm run restore -- <file>`: puts a copy back as DATA_DIR's database (stop the server first); the replaced
 * database is kept aside. With MONGODB_URI set, use mongodump/mongorestore instead (see the README).
 */
import { resolve } from 'node:path';
import { loadConfig } from '../src/config';
import { backupDatabase, restoreDatabase } from '../src/storage/embedded/backup';

const [mode, given] = process.argv.slice(2);
// Like DATA_DIR, a relative file means the folder the command was typed in.
const file = given && resolve(process.env.INIT_CWD ?? process.cwd(), given);
const config = loadConfig();
if ((mode !== 'backup' && mode !== 'restore') || !file) {
  console.error('Usage: npm run backup -- <file>  |  npm run restore -- <file>');
  process.exit(2);
}
if (config.mongoUri) {
  console.error('MONGODB_URI is set: back up MongoDB with mongodump (see "Backups" in the README).');
  process.exit(2);
}
if (mode === 'backup') {
  backupDatabase(config.dataDir, file);
  console.log(`Backed up ${config.dataDir} to ${file}.`);
} else {
  const aside = restoreDatabase(config.dataDir, file);
  console.log(`Restored ${file} into ${config.dataDir}.${aside ? ` The replaced database is kept as ${aside}.` : ''}`);
}
