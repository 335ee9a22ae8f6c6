import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './orm-config.ts';

export type Orm = MikroORM;

export async function openOrm(databaseUrl?: string): Promise<MikroORM> {
  return MikroORM.init(ormConfig(databaseUrl));
}

/** Applies pending migrations; safe to run on every start. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((m) => m.name);
}
