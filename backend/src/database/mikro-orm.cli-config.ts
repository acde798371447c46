import 'reflect-metadata';
import { loadConfig } from '../config/env';
import { createOrmOptions } from './orm.config';

// Used by `npm run migration:create -w backend` (MikroORM CLI). Point DATABASE_URL at a scratch database.
const { database } = loadConfig();
if (!database.url) {
  throw new Error('Set DATABASE_URL to a PostgreSQL database to use the MikroORM CLI (e.g. postgres://postgres@127.0.0.1:5432/test)');
}
export default createOrmOptions(database.url);
