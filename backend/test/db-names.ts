/** Test database names: one template migrated once per run, one clone per vitest worker. */
export const testDbPrefix = () => process.env.TEST_DB_PREFIX ?? 'test_local';
export const templateDbName = () => `${testDbPrefix()}_template`;
export const workerDbName = () => `${testDbPrefix()}_w${process.env.VITEST_POOL_ID ?? '0'}`;

export function adminUrl(): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/enrolment');
  url.pathname = '/postgres';
  return url.toString();
}

export function dbUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}
