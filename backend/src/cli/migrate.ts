import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ConfigError, config } from '../config.ts';
import { AppRoleError, grantAppRole } from '../db/app-role.ts';
import { ownerDatabaseUrl } from '../db/backup.ts';
import { migrate, openOrm } from '../db/orm.ts';
import { skipStatusIndexesAfterRestore } from '../db/status-index-gap.ts';
import { Admin } from '../entities/index.ts';
import { createAdmin, WeakPasswordError } from '../commands/create-admin.ts';
import { verifyPassword } from '../lib/passwords.ts';

const weakIsConfigError = (err: unknown) => {
  throw err instanceof WeakPasswordError ? new ConfigError(`ADMIN_PASSWORD: ${err.message}`) : err;
};

/**
 * `npm run migrate`, as the schema's owner (MIGRATION_DATABASE_URL): applies pending migrations, grants
 * the site's role (DATABASE_URL) its rows, then makes sure the first admin exists. Without
 * ADMIN_PASSWORD a password is generated and printed once; it is never stored in clear or logged again.
 * `--after-restore`, after a backup was restored by hand (pg_restore, as with Docker): also moves the
 * credential status indexes past every one issued before (db/status-index-gap.ts), as `npm run
 * restore` does.
 */
async function main() {
  const { values } = parseArgs({ options: { 'after-restore': { type: 'boolean', default: false } } });
  const cfg = config();
  const orm = await openOrm(ownerDatabaseUrl(cfg));
  try {
    const applied = await migrate(orm);
    console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
    await grantAppRole(ownerDatabaseUrl(cfg), cfg.DATABASE_URL);
    if (values['after-restore']) {
      const from = await skipStatusIndexesAfterRestore(ownerDatabaseUrl(cfg), null);
      console.log(`Credential status indexes resume at ${from}: none issued before the restore is issued again.`);
    }
    console.log(
      `The site's role ${new URL(cfg.DATABASE_URL).username} may read and write rows, not change the schema.`,
    );
    const em = orm.em.fork();
    const email = cfg.ADMIN_EMAIL.toLowerCase();
    const existing = await em.findOne(Admin, { email }, { populate: ['passwordHash'] });
    if (!existing) {
      const password = cfg.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
      await createAdmin(em, { email, name: 'Administrator', password }).catch(weakIsConfigError);
      console.log(`First admin created: ${email}`);
      if (!cfg.ADMIN_PASSWORD) console.log(`  Generated password (shown once, save it now): ${password}`);
      console.log('  The first sign-in sets up two-factor sign-in with an authenticator app.');
    } else if (cfg.ADMIN_PASSWORD && !(await verifyPassword(existing.passwordHash, cfg.ADMIN_PASSWORD))) {
      // Only a changed ADMIN_PASSWORD is applied: applying it again would end the admin's sessions on every start.
      await createAdmin(em, { email, name: existing.name, password: cfg.ADMIN_PASSWORD }).catch(weakIsConfigError);
    }
  } finally {
    await orm.close();
  }
}

main().catch((err) => {
  const refused = err instanceof ConfigError || err instanceof AppRoleError;
  console.error(refused ? err.message : err);
  process.exit(refused ? 2 : 1);
});
