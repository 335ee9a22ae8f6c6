import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { Student } from '../entities/index.ts';
import { addCalendarDays, durationDays, todayInIndia } from 'shared/dates';
import { cookieFrom } from '../../test/accounts.ts';
import { buildReferrer, buildStudent, FACTORY_PASSWORD } from '../../test/factories.ts';
import { confirmByMail } from '../../test/feature-support.ts';
import { fileForm, pngBytes } from '../../test/images.ts';
import { signedIn } from '../../test/signed-in.ts';
import { type TestApp, useTestApp } from '../../test/support.ts';

/**
 * The specification's section 7 is a contract: a client written for it works against our server
 * unchanged. This file is that client. It walks the section's table in order and sends each call as
 * the specification says (its payload fields, JSON or multipart), and reads from each answer only
 * what the specification's client reads (ok, `success`, `user`, `students`, `message`, `data.data`...),
 * so a change to our own routes that breaks it fails here. What the paths refuse on purpose (a
 * client-sent test mark, every student to anyone) is checked as the refusal it is.
 * Behaviour beyond the contract (validation messages, limits, authorization) is in legacy.test.ts,
 * legacy-features.test.ts and the security tests.
 *
 * One addition to the specification: its three forms that collect personal data now carry the ticked
 * privacy-notice box (docs/PRIVACY.md), `consent` (JSON true, multipart 'on' as a browser sends a checkbox).
 */

const INTERN_PASSWORD = 'Madurai@2026';

const PREFIX = 'TNTAIN';

/**
 * One browser tab running the specification's client on our origin: it keeps the session cookie a
 * login sets (a browser sends it with same-origin calls) and sends the Origin header a browser does.
 */
class SpecClient {
  constructor(
    private readonly host: string,
    public cookie?: string,
  ) {}

  private async call(method: 'GET' | 'POST', path: string, body?: { json: unknown } | { form: FormData }) {
    const headers: Record<string, string> = { origin: this.host };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | FormData | undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body) payload = body.form; // fetch writes the multipart content type and boundary itself
    const res = await fetch(this.host + path, { method, headers, body: payload });
    this.cookie = cookieFrom(res.headers) ?? this.cookie;
    return res;
  }

  /** An answer the client reads with res.json(): it must be JSON. */
  private static async json<T>(res: Response): Promise<T> {
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    return (await res.json()) as T;
  }

  /** GET backend root: the registration page's warm-up; a non-empty text means ready. */
  async warmUp(): Promise<'ready' | 'warming up' | 'failed'> {
    const res = await fetch(this.host);
    if (!res.ok) return 'failed';
    return (await res.text()) ? 'ready' : 'warming up';
  }

  async insertRefer(form: { name: string; phoneno: string; upiid: string; refer: string; email: string }) {
    return (await this.call('POST', '/api/insertrefer', { json: { ...form, consent: true } })).ok;
  }

  async contact(form: { name: string; email: string; subject: string; message: string }) {
    return (
      (
        await SpecClient.json<{ success?: boolean }>(
          await this.call('POST', '/api/contact', { json: { ...form, consent: true } }),
        )
      ).success === true
    );
  }

  /** The user it keeps in session storage as loggedInUser, or null ('Login failed: Invalid user or credentials.'). */
  async login(email: string, password: string): Promise<Record<string, unknown> | null> {
    const res = await this.call('POST', '/api/login', { json: { email, password } });
    if (!res.ok) return null;
    const data = await SpecClient.json<{ success?: boolean; user?: Record<string, unknown> }>(res);
    return data.success ? data.user! : null;
  }

  async insertUser(fields: Record<string, string>, image: Buffer) {
    return (
      await this.call('POST', '/api/insertuser', {
        form: fileForm(image, 'gpay.png', 'image/png', 'image', { ...fields, consent: 'on' }),
      })
    ).ok;
  }

  async getRefer() {
    return SpecClient.json<Record<string, unknown>[]>(await this.call('GET', '/api/getrefer'));
  }

  /** The admin list, or the message it shows as 'Failed to fetch students: {message}'. */
  async students(code: string): Promise<{ students: Record<string, unknown>[] } | { failed: string }> {
    const res = await this.call('POST', '/api/students', { json: { code } });
    const data = await SpecClient.json<{ students?: Record<string, unknown>[]; message?: string }>(res);
    return res.ok ? { students: data.students! } : { failed: data.message ?? res.statusText };
  }

  /** POST /api/validate and /api/emptyrefer: ok, or the message it shows after 'Validation failed: '. */
  async adminAction(path: '/api/validate' | '/api/emptyrefer', id: number): Promise<true | string> {
    const res = await this.call('POST', path, { json: { id } });
    return res.ok ? true : (await SpecClient.json<{ message: string }>(res)).message;
  }

  async addCourse(form: {
    ids: number;
    course: string;
    startdate: string;
    enddate: string;
    college: string;
    transaction: string;
    email: string;
  }) {
    return (await this.call('POST', '/api/addcourse', { json: form })).ok;
  }

  async viewCourse(id: number) {
    const res = await this.call('POST', '/api/viewcourse', { json: { id } });
    if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
    const data = await SpecClient.json<Record<string, unknown> | Record<string, unknown>[]>(res);
    return Array.isArray(data) ? data : [data];
  }

  /** Sent at the end of test 1; the client does not read the answer (the test reads it here). */
  async updateTestMark(userid: number, testmark: number) {
    return this.call('POST', '/api/updatetestmark', { json: { userid, testmark } });
  }

  async extraCourses() {
    return (await SpecClient.json<{ data: Record<string, unknown>[] }>(await this.call('GET', '/api/extracourse')))
      .data;
  }

  async validateExtraCourse(id: number) {
    const data = await SpecClient.json<{ message?: string }>(
      await this.call('POST', '/api/extracourse/validate', { json: { id } }),
    );
    return data.message ?? 'Validated';
  }

  /** What the client does with a URL the server gave it (the user's `image`). */
  async open(url: string) {
    return this.call('GET', url);
  }
}

/** What the specification's dashboard decides from the stored user (section 2, /dashboard and /certificatetest). */
const dashboard = (user: Record<string, unknown>) => ({
  waitingScreen: user.validate !== true,
  internId: `${PREFIX}${user.id}`,
  durationDays: Math.ceil((Date.parse(String(user.enddate)) - Date.parse(String(user.startdate))) / 86_400_000),
  certificateGreen: Date.parse(String(user.enddate)) <= Date.now(),
  testCertificateOffered: user.testmark !== null && user.testmark !== undefined && user.testmark !== '',
});

let orm: MikroORM;
let app: TestApp;
let intern: SpecClient;
let office: SpecClient;
let user: Record<string, unknown>;
let extraCourseId: number;
const screenshot = pngBytes(80, 60);
// The internship ended yesterday: the certificate is due as soon as the admin validates.
const startdate = addCalendarDays(todayInIndia(), -60);
const enddate = addCalendarDays(todayInIndia(), -1);

useTestApp((started) => ({ orm, app } = started), {
  // The specification's calls follow each other: each test goes on from what the ones before it did.
  cleanEach: false,
  config: async () => {
    const dist = await mkdtemp(join(tmpdir(), 'dist-'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html><head><script id="site-config" type="application/json">{}</script></head><body></body></html>',
    );
    return { FRONTEND_DIST: dist, CERTIFICATE_PREFIX: PREFIX };
  },
});
beforeAll(async () => {
  intern = new SpecClient(app.url);
  // The specification's admin pages run in a browser where an admin has logged in to our site.
  office = new SpecClient(app.url, (await signedIn(app, orm, { kind: 'admin' })).cookie);
});

describe("the specification's client, call by call (section 7, in its order)", () => {
  it('GET backend root: the warm-up answers a non-empty text', async () => {
    expect(await intern.warmUp()).toBe('ready');
  });

  it('POST /api/insertrefer {name, phoneno, upiid, refer, email}: ok; ok again while unconfirmed; not ok once the e-mail is confirmed', async () => {
    const form = {
      name: 'Revathi Ganesan',
      phoneno: '9876501234',
      upiid: 'revathi@oksbi',
      refer: 'REFAB12CD',
      email: 'revathi.contract@example.in',
    };
    expect(await intern.insertRefer(form)).toBe(true);
    // Until the mailed link is opened the record blocks nobody: the same e-mail joins again (new link).
    expect(await intern.insertRefer(form)).toBe(true);
    await confirmByMail(orm, form.email);
    expect(await intern.insertRefer(form)).toBe(false); // it shows 'Mail already exists'
  });

  it('POST /api/contact {name, email, subject, message}: success', async () => {
    expect(
      await intern.contact({
        name: 'Revathi',
        email: 'revathi.contract@example.in',
        subject: 'Batch timings',
        message: 'When does the next batch start?',
      }),
    ).toBe(true);
  });

  it('POST /api/insertuser multipart (…, image file): ok, then not ok for the same e-mail', async () => {
    const referrer = await buildReferrer(orm.em.fork(), { code: 'REFKAVI01' });
    const fields = {
      name: 'Kavya Subramanian',
      email: 'kavya.contract@example.in',
      college: 'NIT Trichy',
      phoneno: '9840012345',
      startdate,
      enddate,
      password: INTERN_PASSWORD,
      department: 'ECE',
      course: 'Embedded Systems and IoT',
      refer: referrer.code!,
    };
    expect(await intern.insertUser(fields, await screenshot)).toBe(true);
    expect(await intern.insertUser(fields, await screenshot)).toBe(false); // '⚠️ Your E-mail already exists'
  });

  it('POST /api/login {email, password}: success and the user in the specification fields, never a password', async () => {
    expect(await intern.login('kavya.contract@example.in', 'not-the-password')).toBeNull();
    user = (await intern.login('kavya.contract@example.in', INTERN_PASSWORD))!;
    const id = (await orm.em.fork().findOneOrFail(Student, { email: 'kavya.contract@example.in' })).id;
    expect(user).toEqual({
      role: 'student',
      id,
      name: 'Kavya Subramanian',
      email: 'kavya.contract@example.in',
      college: 'NIT Trichy',
      phoneno: '9840012345',
      startdate,
      enddate,
      department: 'ECE',
      course: 'Embedded Systems and IoT',
      refer: 'REFKAVI01',
      transaction: '',
      validate: false,
      testmark: null,
      image: '/api/me/screenshot',
    });
    expect(JSON.stringify(user)).not.toMatch(/password|argon2/i);
    expect(dashboard(user)).toEqual({
      waitingScreen: true,
      internId: `${PREFIX}${id}`,
      durationDays: durationDays(startdate, enddate),
      certificateGreen: true,
      testCertificateOffered: false,
    });
  });

  it("the user's image is the intern's own screenshot, and nobody else's", async () => {
    const own = await intern.open(String(user.image));
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png'); // not compressed yet (no worker here): the upload itself
    expect(Buffer.from(await own.arrayBuffer()).equals(await screenshot)).toBe(true);
    // The same URL in another intern's browser is their own screenshot (they have none: 404), never this one.
    const other = await buildStudent(orm.em.fork(), { email: 'other.contract@example.in' });
    const theirs = new SpecClient(app.url);
    const theirUser = (await theirs.login(other.email, FACTORY_PASSWORD))!;
    expect(theirUser.image).toBeNull();
    expect((await theirs.open('/api/me/screenshot')).status).toBe(404);
    expect((await new SpecClient(app.url).open(String(user.image))).status).toBe(401);
  });

  it('GET /api/getrefer (admin): the referrer records', async () => {
    const referrers = await office.getRefer();
    expect(referrers).toContainEqual({
      name: 'Revathi Ganesan',
      email: 'revathi.contract@example.in',
      phoneno: '9876501234',
      refer: expect.stringMatching(/^REF[A-Z0-9]{6}$/),
      upiid: 'revathi@oksbi',
    });
    for (const r of referrers) expect(Object.keys(r).sort()).toEqual(['email', 'name', 'phoneno', 'refer', 'upiid']);
  });

  it('POST /api/students {code} (admin): {students}, never a password; without an admin session a message', async () => {
    const list = await office.students('the-old-built-in-code');
    if (!('students' in list)) throw new Error(list.failed);
    const row = list.students.find((s) => s.id === user.id)!;
    const { role: _role, image: _image, ...record } = user;
    expect(row).toMatchObject({ ...record, image: `/api/admin/students/${user.id}/screenshot` });
    expect(JSON.stringify(list)).not.toMatch(/password|argon2/i);
    // The admin's screenshot link opens in the admin's browser.
    expect((await office.open(String(row.image))).status).toBe(200);
    // Refused on purpose: the original's referral dashboard called this with a built-in code and got
    // every student. The client shows 'Failed to fetch students: {message}'.
    expect(await intern.students('the-old-built-in-code')).toEqual({ failed: 'This page is for admins only.' });
    expect(await new SpecClient(app.url).students('the-old-built-in-code')).toEqual({ failed: 'Please log in.' });
  });

  it('POST /api/validate {id} (admin): ok and the list reloads validated; the re-login on the dashboard sees it', async () => {
    expect(await office.adminAction('/api/validate', Number(user.id))).toBe(true);
    const list = await office.students('x');
    expect('students' in list && list.students.find((s) => s.id === user.id)?.validate).toBe(true);
    expect(await office.adminAction('/api/validate', Number(user.id))).toBe('This student is already validated.');
    // Every dashboard load logs in again with the stored credentials and refreshes the stored user.
    user = (await intern.login('kavya.contract@example.in', INTERN_PASSWORD))!;
    expect(dashboard(user)).toMatchObject({
      waitingScreen: false,
      certificateGreen: true,
      testCertificateOffered: false,
    });
  });

  it("POST /api/emptyrefer {id} (admin): ok, and ok again for a code already cleared ('Refer code cleared successfully.')", async () => {
    expect(await office.adminAction('/api/emptyrefer', Number(user.id))).toBe(true);
    expect(await office.adminAction('/api/emptyrefer', Number(user.id))).toBe(true);
    const list = await office.students('x');
    expect('students' in list && list.students.find((s) => s.id === user.id)?.refer).toBe('');
  });

  it('POST /api/addcourse {ids (integer), course, startdate, enddate, college, transaction, email} (the intern): ok', async () => {
    const form = {
      ids: Number(user.id),
      course: 'Basic React.js',
      startdate,
      enddate,
      college: 'NIT Trichy',
      transaction: 'T998877665544',
      email: String(user.email),
    };
    expect(await intern.addCourse(form)).toBe(true);
  });

  it('POST /api/viewcourse {id} (the intern): a list of extra course records', async () => {
    const courses = await intern.viewCourse(Number(user.id));
    expect(courses).toEqual([
      {
        id: expect.any(Number),
        ids: user.id,
        course: 'Basic React.js',
        startdate,
        enddate,
        college: 'NIT Trichy',
        transaction: 'T998877665544',
        email: user.email,
        validate: false,
      },
    ]);
    extraCourseId = courses[0]!.id as number;
    await expect(new SpecClient(app.url).viewCourse(Number(user.id))).rejects.toThrow('HTTP error! status: 401');
  });

  it('POST /api/updatetestmark {userid, testmark}: refused on purpose (marks are graded on the server), the mark unchanged', async () => {
    const res = await intern.updateTestMark(Number(user.id), 25);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Test marks are graded on the server. Submit your answers instead.',
    );
    user = (await intern.login('kavya.contract@example.in', INTERN_PASSWORD))!;
    expect(user.testmark).toBeNull();
    // Once the intern has a mark (test 1 graded on the server), the stored user carries it.
    await orm.em.fork().nativeUpdate(Student, { id: Number(user.id) }, { testMark: 21 });
    user = (await intern.login('kavya.contract@example.in', INTERN_PASSWORD))!;
    expect(user.testmark).toBe(21);
    expect(dashboard(user).testCertificateOffered).toBe(true);
  });

  it('GET /api/extracourse (admin): data.data, the extra-course enrolments', async () => {
    const rows = await office.extraCourses();
    expect(rows).toEqual([
      expect.objectContaining({
        id: extraCourseId,
        ids: user.id,
        course: 'Basic React.js',
        startdate,
        enddate,
        validate: false,
      }),
    ]);
  });

  it('POST /api/extracourse/validate {id} (admin): data.message, and the list reloads validated', async () => {
    expect(await office.validateExtraCourse(extraCourseId)).toBe('Validated');
    expect((await office.extraCourses())[0]).toMatchObject({ id: extraCourseId, validate: true });
    expect((await intern.viewCourse(Number(user.id)))[0]).toMatchObject({ id: extraCourseId, validate: true });
  });
});
