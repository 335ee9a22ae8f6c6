import { MikroORM } from '@mikro-orm/postgresql';
import { healBrokenConnections } from './heal-pool.ts';
import { ormConfig } from './orm-config.ts';

export type Orm = MikroORM;

export async function openOrm(databaseUrl?: string): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  healBrokenConnections(await orm.em.getConnection().getNativeClient());
  return orm;
}

/** Applies pending migrations; safe to run on every start. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((m) => m.name);
}
