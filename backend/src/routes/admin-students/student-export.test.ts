import { get, type IncomingMessage } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { todayInIndia } from 'shared/dates';
import type { Student } from '../../entities/index.ts';
import { buildStudent } from '../../../test/factories.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, asOwner, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
let asAdmin: SignedIn;
useTestApp((started) => ({ orm, app } = started));
beforeEach(async () => {
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
});

/** The export as the browser downloads it: the raw bytes (BOM included) and the rows read back. */
async function download(query = '') {
  const res = await fetch(`${app.url}/api/admin/students.csv${query}`, { headers: { cookie: asAdmin.cookie } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const rows = res.status === 200 ? (parse(bytes, { bom: true, columns: true }) as Record<string, string>[]) : [];
  return { res, bytes, rows };
}

describe('GET /api/admin/students.csv', () => {
  it('is the whole filtered list as CSV: UTF-8 with BOM, an attachment named with the date, never cached', async () => {
    const em = orm.em.fork();
    await buildStudent(em, {
      name: 'கவியா Raman',
      utr: '412345678901',
      validated: true,
      validatedAt: new Date('2026-06-02T05:00:00Z'),
    } as Partial<Student>);
    await buildStudent(em, { name: 'Arun Kumar', testMark: 8 } as Partial<Student>);
    const { res, bytes, rows } = await download();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="students-${todayInIndia()}.csv"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows.map((r) => r.Name)).toEqual(['Arun Kumar', 'கவியா Raman']);
    const [arun, kaviya] = rows as [Record<string, string>, Record<string, string>];
    expect(Object.keys(arun)).toEqual([
      'Intern ID',
      'Name',
      'E-mail',
      'Phone',
      'College',
      'Department',
      'Course',
      'Start date',
      'End date',
      'Refer code',
      'UTR',
      'Screenshot',
      'Payment submitted on',
      'Status',
      'Validated on',
      'Test mark',
      'Same UTR as',
      'Same screenshot as',
      'Payment reference',
      'UTR read',
      'Amount read',
    ]);
    expect(kaviya).toMatchObject({
      UTR: '412345678901',
      Status: 'Validated',
      'Validated on': '02/06/2026 10:30',
      'Start date': '01/06/2026',
      Screenshot: 'no',
    });
    expect(arun).toMatchObject({ UTR: '', Status: 'Pending', 'Validated on': '', 'Test mark': '8' });
    expect(arun['Payment submitted on']).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  });

  it('holds exactly what the list shows for the same status and search', async () => {
    const em = orm.em.fork();
    await buildStudent(em, { name: 'Priya Pending', phone: '9876543210' } as Partial<Student>);
    await buildStudent(em, { name: 'Priya Validated', validated: true, validatedAt: new Date() } as Partial<Student>);
    await buildStudent(em, { name: 'Someone Else', validated: true, validatedAt: new Date() } as Partial<Student>);
    for (const query of [
      '?status=pending',
      '?status=validated',
      '?q=priya',
      '?q=priya&status=validated',
      '?q=98765%2043210',
      '?q=nobody',
    ]) {
      const { res, rows } = await download(query);
      expect(res.status, query).toBe(200);
      const list = await asAdmin(`/api/admin/students${query}${query ? '&' : '?'}pageSize=100`);
      expect(
        rows.map((r) => r['Intern ID']),
        query,
      ).toEqual((list.body.students as { internId: string }[]).map((s) => s.internId));
    }
    expect((await download('?status=pending')).res.headers.get('content-disposition')).toContain(
      `students-pending-${todayInIndia()}.csv`,
    );
    expect((await download('?q=priya&status=validated')).rows.map((r) => r.Name)).toEqual(['Priya Validated']);
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    const em = orm.em.fork();
    await buildStudent(em, {
      name: '=HYPERLINK("http://evil.example","x")',
      college: '+1+cmd|calc',
      department: '-2+3',
      course: '@SUM(A1)',
      utr: '\t=1+1',
    } as Partial<Student>);
    const { rows, bytes } = await download();
    expect(rows[0]).toMatchObject({
      Name: `'=HYPERLINK("http://evil.example","x")`,
      College: `'+1+cmd|calc`,
      Department: `'-2+3`,
      Course: `'@SUM(A1)`,
      UTR: `'\t=1+1`,
    });
    // No cell of the file starts with a formula character.
    const cells = (parse(bytes, { bom: true }) as string[][]).flat();
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
  });

  it('refuses anonymous visitors and interns, and a bad filter with a message', async () => {
    const intern = await buildStudent(orm.em.fork());
    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    const anonymous = await api(app.url, '/api/admin/students.csv');
    expect(anonymous.status).toBe(401);
    const byIntern = await asIntern('/api/admin/students.csv');
    expect(byIntern.status).toBe(403);
    expect(byIntern.text).not.toContain(intern.email);
    const bad = await asAdmin('/api/admin/students.csv?status=paid');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The status filter is pending, validated or rejected.');
    expect((await asAdmin('/api/admin/Students.csv')).status).toBe(404);
  });
});

describe('an export the browser abandons', () => {
  it('gives its database connection back: no cursor or transaction is left open', async () => {
    // More rows than one cursor batch and the sockets' buffers hold: the server is mid-file when the browser goes.
    await asOwner(
      `insert into students (name, email, college, phone, start_date, end_date, department, course, fee_rupees, password_hash, validated, created_at, updated_at)
       select 'Abandoned ' || i, 'abandoned-' || i || '@example.in', repeat('x', 200), '9' || lpad(i::text, 9, '0'), date '2026-06-01', date '2026-07-15',
              'CSE', 'Full Stack Development', 499, 'not-a-hash', false, now(), now()
         from generate_series(1, 20000) as i`,
    );
    const open = async () =>
      (
        await orm.em
          .fork()
          .getConnection()
          .execute<{ n: string }[]>(
            `select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
          )
      )[0]!.n;
    // A browser that takes the first bytes and then reads no further (node:http, which pauses for real).
    const req = get(`${app.url}/api/admin/students.csv`, { headers: { cookie: asAdmin.cookie } });
    const res = await new Promise<IncomingMessage>((resolve) => req.on('response', resolve));
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => res.once('data', resolve));
    res.pause();
    // The export waits for it, its cursor open (a suspended portal: the connection counts as active).
    await expect.poll(open, { timeout: 5000 }).toBe('1');
    req.destroy();
    await expect.poll(open, { timeout: 5000 }).toBe('0');
    // The app still answers (the pool was not drained).
    expect((await download('?status=pending')).res.status).toBe(200);
  });
});
