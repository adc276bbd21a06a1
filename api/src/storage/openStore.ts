import type { Config } from '../config/config';
import type { StoragePort, StoreOptions } from './port';
import { openSqliteStore } from './sqlite/sqliteStore';

/** MongoDB when MONGODB_URI is set, otherwise the embedded SQLite file in DATA_DIR. */
export async function openStore(
  config: Pick<Config, 'mongodbUri' | 'dataDir'>,
  options: StoreOptions = {},
): Promise<StoragePort> {
  if (!config.mongodbUri) return openSqliteStore(config.dataDir, options);
  // Loaded only here: mongoose alone costs about 144 ms and 29 MB at start-up. A require, not
  // import(): under NodeNext, TypeScript keeps import() as an ECMAScript import, which needs a
  // ".js" path that jest cannot map to this .ts source.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { openMongoStore } = require('./mongo/mongoStore') as typeof import('./mongo/mongoStore');
  return openMongoStore(config.mongodbUri, options);
}
