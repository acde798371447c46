import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { join } from 'node:path';

/**
 * Connection and migrations only, without loading any entity: for running committed migrations into a
 * database (the test suite's template, before any test imports an entity).
 */
export function migrationOrmOptions(clientUrl: string): Options {
  return defineConfig({
    clientUrl,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: {
      path: join(__dirname, 'migrations'),
      pathTs: join(__dirname, 'migrations'),
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: true,
      snapshotName: '.snapshot-promptforge',
      emit: 'ts',
    },
    pool: { min: 0, max: 10 },
    debug: false,
    allowGlobalContext: false,
  });
}
