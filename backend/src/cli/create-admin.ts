import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openOrm } from '../db/orm.ts';
import { createAdmin } from '../commands/create-admin.ts';

/**
 * `npm run admin:create -- --email a@b.in --name "A B" [--reset-2fa]`; the password is read from
 * ADMIN_NEW_PASSWORD or stdin. For an existing admin it sets the password (ending their sessions);
 * --reset-2fa also removes their authenticator, so the next sign-in sets a new one up.
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, 'reset-2fa': { type: 'boolean' } },
  });
  const email = z.email().safeParse(values.email);
  if (!email.success) throw new Error('Give --email with a valid e-mail address.');
  let password = process.env.ADMIN_NEW_PASSWORD ?? '';
  if (!password) {
    process.stdout.write('Password (at least 10 characters, not a common one): ');
    for await (const chunk of process.stdin) {
      password = String(chunk).split('\n')[0] ?? '';
      break;
    }
  }
  if (password.length < 10) throw new Error('The password must be at least 10 characters.');
  const orm = await openOrm();
  try {
    const resetTwoFactor = values['reset-2fa'] === true;
    const { created } = await createAdmin(orm.em.fork(), {
      email: email.data,
      name: values.name ?? 'Administrator',
      password,
      resetTwoFactor,
    });
    console.log(
      created
        ? `Admin ${email.data} created.`
        : `Admin ${email.data} already existed: password updated, sessions ended.`,
    );
    if (!created && resetTwoFactor)
      console.log('Two-factor sign-in removed: the next sign-in sets up the authenticator again.');
    if (created) console.log('The first sign-in sets up two-factor sign-in with an authenticator app.');
  } finally {
    await orm.close();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
