import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { join } from 'node:path';

/** One MikroORM configuration for the app, the worker, the tests and the MikroORM CLI. */
export function createOrmOptions(clientUrl: string): Options {
  const runningFromTypeScript = __filename.endsWith('.ts');
  return defineConfig({
    clientUrl,
    // Entities live in their feature modules and are found by file name, from `src` (ts) or `dist` (js).
    entities: [join(__dirname, '../**/*.entity.js')],
    entitiesTs: [join(__dirname, '../**/*.entity.ts')],
    preferTs: runningFromTypeScript,
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
