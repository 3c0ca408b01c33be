import type { Config } from '../config';
import { openEmbeddedStorage } from './embedded/embedded-storage';
import { openMongoStorage } from './mongo/mongo-storage';
import type { Storage } from './port';

/** MongoDB when MONGODB_URI is set, the embedded store under DATA_DIR otherwise. */
export function openStorage(config: Pick<Config, 'mongoUri' | 'dataDir'>): Promise<Storage> {
  return config.mongoUri ? openMongoStorage(config.mongoUri) : openEmbeddedStorage(config.dataDir);
}
