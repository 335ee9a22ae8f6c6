import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { config } from '../config.ts';
import { allEntities } from '../entities/index.ts';

/** The one MikroORM configuration: the API, the workers, the CLI and the tests all use it. */
export function ormConfig(databaseUrl: string = config().DATABASE_URL) {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: allEntities,
    extensions: [Migrator],
    migrations: {
      path: new URL('../migrations', import.meta.url).pathname,
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      silent: true,
      snapshot: false,
    },
    pool: { min: 0, max: 10 },
    debug: false,
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
  });
}

export default ormConfig();
