import { randomBytes } from 'node:crypto';
import { ConfigError, config } from '../config.ts';
import { migrate, openOrm } from '../db/orm.ts';
import { Admin } from '../entities/index.ts';
import { createAdmin } from '../commands/create-admin.ts';

/**
 * `npm run migrate`: applies pending migrations, then makes sure the first admin exists. Without
 * ADMIN_PASSWORD a password is generated and printed once; it is never stored in clear or logged again.
 */
async function main() {
  const cfg = config();
  const orm = await openOrm();
  try {
    const applied = await migrate(orm);
    console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
    const em = orm.em.fork();
    const email = cfg.ADMIN_EMAIL.toLowerCase();
    const existing = await em.findOne(Admin, { email });
    if (!existing) {
      const password = cfg.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
      await createAdmin(em, { email, name: 'Administrator', password });
      console.log(`First admin created: ${email}`);
      if (!cfg.ADMIN_PASSWORD) console.log(`  Generated password (shown once, save it now): ${password}`);
    } else if (cfg.ADMIN_PASSWORD) {
      await createAdmin(em, { email, name: existing.name, password: cfg.ADMIN_PASSWORD });
    }
  } finally {
    await orm.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(err instanceof ConfigError ? 2 : 1);
});
