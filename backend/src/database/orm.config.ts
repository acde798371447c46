import type { Options } from '@mikro-orm/postgresql';
import { ENTITIES } from './entities';
import { migrationOrmOptions } from './migration-options';

/** One MikroORM configuration for the app, the worker, the tests and the MikroORM CLI. */
export function createOrmOptions(clientUrl: string): Options {
  // Entities live in their feature modules; database/entities.ts lists them.
  return { ...migrationOrmOptions(clientUrl), entities: ENTITIES, discovery: {} };
}
