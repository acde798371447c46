import { Entity, MikroORM, PrimaryKey } from '@mikro-orm/postgresql';
import { createOrmOptions } from '../../src/database/orm.config';
import { databaseUrl } from '../support/test-env';
import { createTestApp, createTestDatabase, dropTestDatabase, type TestApp } from '../support/test-app';

describe('database and migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'none' });
  });
  afterAll(() => t.close());

  it('has applied every committed migration at start', async () => {
    const migrator = t.app.get(MikroORM).getMigrator();
    expect(await migrator.getPendingMigrations()).toEqual([]);
  });

  it('entities and committed migrations agree (run `npm run migration:create -w backend` after changing an entity)', async () => {
    const migrator = t.app.get(MikroORM).getMigrator();
    expect(await migrator.checkMigrationNeeded()).toBe(false);
  });
});

@Entity({ tableName: 'drift_probe' })
class DriftProbe {
  @PrimaryKey()
  id!: number;
}

describe('migration drift check', () => {
  it('notices an entity that no migration creates', async () => {
    const database = await createTestDatabase();
    const orm = await MikroORM.init({ ...createOrmOptions(databaseUrl(database)), entities: [DriftProbe], entitiesTs: [DriftProbe] });
    try {
      expect(await orm.getMigrator().checkMigrationNeeded()).toBe(true);
    } finally {
      await orm.close(true);
      await dropTestDatabase(database);
    }
  });
});
