import type { Config } from '../config/config';
import type { StoragePort } from './port';
import { openSqliteStore } from './sqlite/sqliteStore';
import { openMongoStore } from './mongo/mongoStore';

/** MongoDB when MONGODB_URI is set, otherwise the embedded SQLite file in DATA_DIR. */
export function openStore(config: Pick<Config, 'mongodbUri' | 'dataDir'>): Promise<StoragePort> {
  return config.mongodbUri
    ? openMongoStore(config.mongodbUri)
    : Promise.resolve(openSqliteStore(config.dataDir));
}
