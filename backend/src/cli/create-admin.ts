import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openOrm } from '../db/orm.ts';
import { createAdmin } from '../commands/create-admin.ts';

/** `npm run admin:create -- --email a@b.in --name "A B"`; the password is read from ADMIN_NEW_PASSWORD or stdin. */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const email = z.email().safeParse(values.email);
  if (!email.success) throw new Error('Give --email with a valid e-mail address.');
  let password = process.env.ADMIN_NEW_PASSWORD ?? '';
  if (!password) {
    process.stdout.write('Password (at least 10 characters): ');
    for await (const chunk of process.stdin) {
      password = String(chunk).split('\n')[0] ?? '';
      break;
    }
  }
  if (password.length < 10) throw new Error('The password must be at least 10 characters.');
  const orm = await openOrm();
  try {
    const { created } = await createAdmin(orm.em.fork(), { email: email.data, name: values.name ?? 'Administrator', password });
    console.log(created ? `Admin ${email.data} created.` : `Admin ${email.data} already existed: password updated.`);
  } finally {
    await orm.close();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
