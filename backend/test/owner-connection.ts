import pg from 'pg';

/**
 * One connection as the schema's owner per test file, opened on first use and closed after the file
 * (backend/test/setup-db.ts): connecting costs more than most of the statements sent over it.
 */
let owner: Promise<pg.Client> | undefined;
function ownerClient(): Promise<pg.Client> {
  owner ??= (async () => {
    const client = new pg.Client({ connectionString: process.env.MIGRATION_DATABASE_URL });
    client.on('error', () => undefined);
    await client.connect();
    return client;
  })();
  return owner;
}

/** Closes the file's owner connection (after its tests). */
export async function closeOwnerConnection(): Promise<void> {
  const closing = owner;
  owner = undefined;
  await (await closing)?.end();
}

/** SQL as the schema's owner: what a migration or a restore does, and the site's role may not. */
export async function asOwner<R extends pg.QueryResultRow = pg.QueryResultRow>(
  sql: string,
  params: unknown[] = [],
): Promise<R[]> {
  return (await (await ownerClient()).query<R>(sql, params)).rows;
}
