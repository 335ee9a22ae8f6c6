import type { MikroORM } from '@mikro-orm/postgresql';
import { EMAIL_PROOF_TTL_HOURS } from 'shared/business';
import { messages } from 'shared/messages';
import { describe, expect, it } from 'vitest';
import { issueEmailProof } from '../../commands/issue-email-proof.ts';
import { sql } from '../../db/sql.ts';
import { DomainEvent, Student } from '../../entities/index.ts';
import { linkTokenHash, newLinkToken } from '../../lib/link-token.ts';
import { buildAdmin, buildStudent } from '../../../test/factories.ts';
import { adminCookie, studentCookie } from '../../../test/feature-support.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';
import { LINK_REQUEST_LIMIT, LINK_USE_LIMIT } from '../../middlewares/rate-limit.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const confirm = (token: unknown, cookie?: string) => api(app.url, '/api/email-confirmation', { method: 'POST', json: { token }, ...(cookie ? { cookie } : {}) });
const resend = (cookie: string, headers: Record<string, string> = {}) => api(app.url, '/api/me/email-confirmation/resend', { method: 'POST', cookie, headers });
const me = async (cookie: string) => (await api(app.url, '/api/me', { cookie })).body.user as { emailVerified: boolean };
const proven = async (id: number) => (await orm.em.fork().findOneOrFail(Student, { id })).emailVerifiedAt;
const eventsOf = (type: string) => orm.em.fork().find(DomainEvent, { type }, { orderBy: { id: 'asc' } });

/** What the mail job does: make the link's token (the mail carries it; the table its hash). */
async function mailedToken(studentId: number, now?: Date): Promise<string> {
  const issued = await issueEmailProof(orm.em.fork(), studentId, now);
  if (issued.status !== 'issued') throw new Error(`no link for ${studentId}: ${issued.status}`);
  return issued.token;
}

describe('POST /api/email-confirmation (the mailed link)', () => {
  it('proves the e-mail signed out (the token is the proof): /api/me says so, one event, nothing else changes', async () => {
    const intern = await buildStudent(orm.em.fork());
    const cookie = await studentCookie(orm, intern);
    expect(await me(cookie)).toMatchObject({ emailVerified: false });
    const token = await mailedToken(intern.id);
    const res = await confirm(token);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, code: 'emailConfirmed', message: messages.emailConfirmed });
    expect(await proven(intern.id)).toBeInstanceOf(Date);
    expect(await me(cookie)).toMatchObject({ emailVerified: true });
    const [event] = await eventsOf('student.email-verified');
    expect(event).toMatchObject({ subjectId: String(intern.id), payload: { studentId: intern.id }, actor: `student:${intern.id}` });
    // The token is in no event row.
    expect(JSON.stringify(await sql(orm.em.fork(), 'select * from events', []))).not.toContain(token);
    // Once proven, no new link is made.
    expect((await issueEmailProof(orm.em.fork(), intern.id)).status).toBe('proven');
  });

  it("proves the link's own intern even when another intern is signed in", async () => {
    const owner = await buildStudent(orm.em.fork());
    const other = await buildStudent(orm.em.fork());
    expect((await confirm(await mailedToken(owner.id), await studentCookie(orm, other))).status).toBe(200);
    expect(await proven(owner.id)).toBeInstanceOf(Date);
    expect(await proven(other.id)).toBeNull();
  });

  it('refuses a used link replayed (410, one answer, no second event)', async () => {
    const intern = await buildStudent(orm.em.fork());
    const token = await mailedToken(intern.id);
    expect((await confirm(token)).status).toBe(200);
    const replay = await confirm(token);
    expect(replay.status).toBe(410);
    expect(replay.body.message).toBe(messages.emailLinkInvalid);
    expect(await eventsOf('student.email-verified')).toHaveLength(1);
  });

  it('lets only one of two presses at once through', async () => {
    const intern = await buildStudent(orm.em.fork());
    const token = await mailedToken(intern.id);
    const statuses = (await Promise.all([confirm(token), confirm(token), confirm(token)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 410, 410]);
    expect(await eventsOf('student.email-verified')).toHaveLength(1);
  });

  it(`refuses an expired link (${EMAIL_PROOF_TTL_HOURS} hours after its mail) and proves nothing`, async () => {
    const intern = await buildStudent(orm.em.fork());
    const token = await mailedToken(intern.id, new Date(Date.now() - (EMAIL_PROOF_TTL_HOURS * 3600_000 + 60_000)));
    const res = await confirm(token);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(messages.emailLinkInvalid);
    expect(await proven(intern.id)).toBeNull();
  });

  it('refuses a forged token, a cut one and a link made for another purpose', async () => {
    const intern = await buildStudent(orm.em.fork());
    await mailedToken(intern.id);
    const forged = await confirm(newLinkToken());
    expect(forged.status).toBe(410);
    for (const cut of ['', 'short', (await mailedToken(intern.id)).slice(0, 40), 42, null]) {
      const res = await confirm(cut);
      expect(res.status, String(cut)).toBe(400);
      expect(res.body.message).toBe(messages.emailLinkInvalid);
    }
    // A live link of another purpose for the same intern (as the other one-time links will be, once moved here).
    const other = newLinkToken();
    await sql(orm.em.fork(), `insert into one_time_links (purpose, subject, token_hash, expires_at) values ('password-reset', $1, $2, now() + interval '1 hour')`, [String(intern.id), linkTokenHash(other)]);
    expect((await confirm(other)).status).toBe(410);
    const [row] = await sql<{ used: boolean }>(orm.em.fork(), 'select used_at is not null as used from one_time_links where token_hash = $1', [linkTokenHash(other)]);
    expect(row!.used).toBe(false);
    expect(await proven(intern.id)).toBeNull();
    expect(await eventsOf('student.email-verified')).toHaveLength(0);
  });

  it('keeps only the newest link working', async () => {
    const intern = await buildStudent(orm.em.fork());
    const first = await mailedToken(intern.id);
    const second = await mailedToken(intern.id);
    expect((await confirm(first)).status).toBe(410);
    expect((await confirm(second)).status).toBe(200);
  });

  it("refuses an erased intern's link", async () => {
    const intern = await buildStudent(orm.em.fork());
    const token = await mailedToken(intern.id);
    await sql(orm.em.fork(), 'update students set erased_at = now() where id = $1', [intern.id]);
    expect((await confirm(token)).status).toBe(410);
    expect(await proven(intern.id)).toBeNull();
  });

  it('counts failed uses per address: past the limit, even a good link waits', async () => {
    const intern = await buildStudent(orm.em.fork());
    for (let i = 0; i < LINK_USE_LIMIT.points; i++) expect((await confirm(newLinkToken())).status).toBe(410);
    const blocked = await confirm(await mailedToken(intern.id));
    expect(blocked.status).toBe(429);
    expect(await proven(intern.id)).toBeNull();
  });
});

describe("an admin's correction of the e-mail", () => {
  const correct = async (studentId: number, body: Record<string, unknown>) =>
    api(app.url, `/api/admin/students/${studentId}/correction`, { method: 'POST', cookie: await adminCookie(orm, await buildAdmin(orm.em.fork())), json: body });

  it('voids the link mailed to the old address, makes the new one unproven, and mails a link to it', async () => {
    const intern = await buildStudent(orm.em.fork(), { email: 'old.address@example.in' });
    const oldLink = await mailedToken(intern.id);
    const res = await correct(intern.id, { email: 'new.address@example.in', reason: 'Typo at enrolment' });
    expect(res.status, res.text).toBe(200);
    expect((res.body.jobs as string[]).map((j) => j.replace(/^e\d+-/, ''))).toEqual(['mail-email-proof']);
    const [asked] = await eventsOf('student.email-proof-requested');
    expect(asked).toMatchObject({ payload: { studentId: intern.id }, actor: expect.stringMatching(/^admin:\d+$/) });

    // The old mailbox's link proves nothing about the new address.
    const stale = await confirm(oldLink);
    expect(stale.status).toBe(410);
    expect(await proven(intern.id)).toBeNull();
    // The new address's own link does.
    expect((await confirm(await mailedToken(intern.id))).status).toBe(200);
    expect(await proven(intern.id)).toBeInstanceOf(Date);
  });

  it('makes a proven e-mail unproven again when it changes, and leaves it proven when something else changes', async () => {
    const intern = await buildStudent(orm.em.fork(), { emailVerifiedAt: new Date() });
    const cookie = await studentCookie(orm, intern);
    expect((await correct(intern.id, { name: 'Renamed Intern', reason: 'Spelling' })).body.jobs).toEqual([]);
    expect(await me(cookie)).toMatchObject({ emailVerified: true });
    expect((await correct(intern.id, { email: 'moved.on@example.in', reason: 'New address' })).status).toBe(200);
    expect(await me(cookie)).toMatchObject({ emailVerified: false });
  });
});

describe('POST /api/me/email-confirmation/resend', () => {
  it('records the request (its job mails the link) while unproven, and nothing once proven', async () => {
    const intern = await buildStudent(orm.em.fork());
    const cookie = await studentCookie(orm, intern);
    const res = await resend(cookie);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, code: 'emailProofSent', message: messages.emailProofSent });
    const [asked] = await eventsOf('student.email-proof-requested');
    expect(asked).toMatchObject({ payload: { studentId: intern.id }, actor: `student:${intern.id}` });

    expect((await confirm(await mailedToken(intern.id))).status).toBe(200);
    const again = await resend(cookie);
    expect(again.body).toEqual({ success: true, code: 'emailAlreadyConfirmed', message: messages.emailAlreadyConfirmed });
    expect(await eventsOf('student.email-proof-requested')).toHaveLength(1);
  });

  it(`limits each account to ${LINK_REQUEST_LIMIT.perAccount} an hour, from any address`, async () => {
    const intern = await buildStudent(orm.em.fork());
    const cookie = await studentCookie(orm, intern);
    for (let i = 0; i < LINK_REQUEST_LIMIT.perAccount; i++) expect((await resend(cookie, { 'x-forwarded-for': `203.0.113.${i + 1}` })).status).toBe(200);
    const blocked = await resend(cookie, { 'x-forwarded-for': '198.51.100.7' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/use the newest link/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await eventsOf('student.email-proof-requested')).toHaveLength(LINK_REQUEST_LIMIT.perAccount);
  });

  it(`limits each address to ${LINK_REQUEST_LIMIT.perIp} an hour, whichever accounts ask`, async () => {
    for (let i = 0; i < LINK_REQUEST_LIMIT.perIp; i++) expect((await resend(await studentCookie(orm, await buildStudent(orm.em.fork())))).status).toBe(200);
    expect((await resend(await studentCookie(orm, await buildStudent(orm.em.fork())))).status).toBe(429);
  });

  it('is for interns only', async () => {
    expect((await api(app.url, '/api/me/email-confirmation/resend', { method: 'POST' })).status).toBe(401);
    expect((await resend(await adminCookie(orm, await buildAdmin(orm.em.fork())))).status).toBe(403);
    expect(await eventsOf('student.email-proof-requested')).toHaveLength(0);
  });
});
