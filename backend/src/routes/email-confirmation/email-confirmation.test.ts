import type { MikroORM } from '@mikro-orm/postgresql';
import { EMAIL_PROOF_TTL_HOURS } from 'shared/business';
import { messages } from 'shared/messages';
import { describe, expect, it } from 'vitest';
import { issueEmailProof } from '../../commands/issue-email-proof.ts';
import { sql } from '../../db/sql.ts';
import { DomainEvent, Student } from '../../entities/index.ts';
import { linkTokenHash, newLinkToken } from '../../lib/link-token.ts';
import { buildStudent } from '../../../test/factories.ts';
import { signedIn, type SignedIn, visitor } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';
import { mailedLink, mailedToken } from '../../../test/mail.ts';
import { LINK_REQUEST_LIMIT, LINK_USE_LIMIT } from '../../middlewares/rate-limit.ts';
import type { EventType } from '../../events/types.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const confirm = (token: unknown, as?: SignedIn) =>
  (as ?? visitor(app))('/api/email-confirmation', { method: 'POST', json: { token } });
const notMe = (token: unknown) => api(app.url, '/api/email-confirmation/not-me', { method: 'POST', json: { token } });
const linkSpent = async (token: string) =>
  (
    await sql<{ used: boolean }>(
      orm.em.fork(),
      'select used_at is not null as used from one_time_links where token_hash = $1',
      [linkTokenHash(token)],
    )
  )[0]!.used;
const resend = (as: SignedIn, headers: Record<string, string> = {}) =>
  as('/api/me/email-confirmation/resend', { method: 'POST', headers });
const me = async (as: SignedIn) => (await as('/api/me')).body.user as { emailVerified: boolean };
const proven = async (id: number) => (await orm.em.fork().findOneOrFail(Student, { id })).emailVerifiedAt;
const eventsOf = (type: EventType) => orm.em.fork().find(DomainEvent, { type }, { orderBy: { id: 'asc' } });

/** What the mail job does: make the links' tokens (the mail carries them; the table their hashes). */
const mailedLinks = (studentId: number, now?: Date) => mailedLink(orm, issueEmailProof, studentId, now);
const mailedProofToken = (studentId: number, now?: Date) => mailedToken(orm, issueEmailProof, studentId, now);

/** A new intern and their own session. */
async function intern(overrides: Parameters<typeof buildStudent>[1] = {}) {
  const row = await buildStudent(orm.em.fork(), overrides);
  return { ...row, as: await signedIn(app, orm, { kind: 'student', id: row.id }) };
}

describe('POST /api/email-confirmation (the mailed link)', () => {
  it("proves the e-mail inside the intern's own session: /api/me says so, one event, nothing else changes", async () => {
    const intern = await buildStudent(orm.em.fork());
    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    expect(await me(asIntern)).toMatchObject({ emailVerified: false });
    const token = await mailedProofToken(intern.id);
    const res = await confirm(token, asIntern);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, code: 'emailConfirmed', message: messages.emailConfirmed });
    expect(await proven(intern.id)).toBeInstanceOf(Date);
    expect(await me(asIntern)).toMatchObject({ emailVerified: true });
    const [event] = await eventsOf('student.email-verified');
    expect(event).toMatchObject({
      subjectId: String(intern.id),
      payload: { studentId: intern.id },
      actor: `student:${intern.id}`,
    });
    // The token is in no event row.
    expect(JSON.stringify(await sql(orm.em.fork(), 'select * from events', []))).not.toContain(token);
    // Once proven, no new link is made.
    expect((await issueEmailProof(orm.em.fork(), intern.id)).status).toBe('proven');
  });

  it('refuses a used link replayed (410, one answer, no second event)', async () => {
    const { id, as: asIntern } = await intern();
    const token = await mailedProofToken(id);
    expect((await confirm(token, asIntern)).status).toBe(200);
    const replay = await confirm(token, asIntern);
    expect(replay.status).toBe(410);
    expect(replay.body.message).toBe(messages.emailLinkInvalid);
    expect(await eventsOf('student.email-verified')).toHaveLength(1);
  });

  it('lets only one of two presses at once through', async () => {
    const { id, as: asIntern } = await intern();
    const token = await mailedProofToken(id);
    const statuses = (await Promise.all([confirm(token, asIntern), confirm(token, asIntern), confirm(token, asIntern)]))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 410, 410]);
    expect(await eventsOf('student.email-verified')).toHaveLength(1);
  });

  it(`refuses an expired link (${EMAIL_PROOF_TTL_HOURS} hours after its mail) and proves nothing`, async () => {
    const { id, as: asIntern } = await intern();
    const token = await mailedProofToken(id, new Date(Date.now() - (EMAIL_PROOF_TTL_HOURS * 3600_000 + 60_000)));
    const res = await confirm(token, asIntern);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(messages.emailLinkInvalid);
    expect(await proven(id)).toBeNull();
  });

  it('refuses a forged token, a cut one and a link made for another purpose', async () => {
    const intern = await buildStudent(orm.em.fork());
    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    await mailedProofToken(intern.id);
    const forged = await confirm(newLinkToken(), asIntern);
    expect(forged.status).toBe(410);
    for (const cut of ['', 'short', (await mailedProofToken(intern.id)).slice(0, 40), 42, null]) {
      const res = await confirm(cut, asIntern);
      expect(res.status, String(cut)).toBe(400);
      expect(res.body.message).toBe(messages.emailLinkInvalid);
    }
    // A live link of another purpose for the same intern (as the other one-time links will be, once moved here).
    const other = newLinkToken();
    await sql(
      orm.em.fork(),
      `insert into one_time_links (purpose, subject, token_hash, expires_at) values ('password-reset', $1, $2, now() + interval '1 hour')`,
      [String(intern.id), linkTokenHash(other)],
    );
    expect((await confirm(other, asIntern)).status).toBe(410);
    expect(await linkSpent(other)).toBe(false);
    expect(await proven(intern.id)).toBeNull();
    expect(await eventsOf('student.email-verified')).toHaveLength(0);
  });

  it('keeps only the newest link working', async () => {
    const { id, as: asIntern } = await intern();
    const first = await mailedProofToken(id);
    const second = await mailedProofToken(id);
    expect((await confirm(first, asIntern)).status).toBe(410);
    expect((await confirm(second, asIntern)).status).toBe(200);
  });

  it("refuses an erased intern's link", async () => {
    const { id, as: asIntern } = await intern();
    const token = await mailedProofToken(id);
    await sql(orm.em.fork(), 'update students set erased_at = now() where id = $1', [id]);
    expect((await confirm(token, asIntern)).status).toBe(410);
    expect(await proven(id)).toBeNull();
  });

  it('counts failed uses per address: past the limit, even a good link waits', async () => {
    const { id, as: asIntern } = await intern();
    for (let i = 0; i < LINK_USE_LIMIT.points; i++) expect((await confirm(newLinkToken(), asIntern)).status).toBe(410);
    const blocked = await confirm(await mailedProofToken(id), asIntern);
    expect(blocked.status).toBe(429);
    expect(await proven(id)).toBeNull();
  });
});

/**
 * The review's M1, first half: a stranger registers with someone else's address; the site mails that
 * address "Confirm my e-mail"; the owner, whose address it is, presses it. The press must prove nothing
 * for the stranger's account: only the registrant's own session can spend the link.
 */
describe("M1: the proof is the registrant's own", () => {
  it('a token posted with no session is 401: nothing proven, the link not spent', async () => {
    const stranger = await intern({ email: 'valli.member@example.in' });
    const token = await mailedProofToken(stranger.id);
    const res = await confirm(token);
    expect(res.status).toBe(401);
    expect(await proven(stranger.id)).toBeNull();
    expect(await linkSpent(token)).toBe(false);
    expect(await me(stranger.as)).toMatchObject({ emailVerified: false });
    expect(await eventsOf('student.email-verified')).toHaveLength(0);
  });

  it('a token posted by another signed-in intern is refused naming no account: nothing proven for either, the link not spent', async () => {
    const owner = await intern({ name: 'Owner Of The Link', email: 'owner.link@example.in' });
    const other = await intern();
    const token = await mailedProofToken(owner.id);
    const res = await confirm(token, other.as);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'emailLinkOtherAccount', message: messages.emailLinkOtherAccount });
    expect(res.text).not.toContain('owner.link');
    expect(res.text).not.toContain('Owner Of The Link');
    expect(await proven(owner.id)).toBeNull();
    expect(await proven(other.id)).toBeNull();
    expect(await linkSpent(token)).toBe(false);
    // Staff are not the link's intern either.
    expect((await confirm(token, await signedIn(app, orm, { kind: 'admin' }))).status).toBe(403);
    // The registrant's own session still proves with the same link.
    expect((await confirm(token, owner.as)).status).toBe(200);
    expect(await proven(owner.id)).toBeInstanceOf(Date);
  });
});

describe('POST /api/email-confirmation/not-me (the mail\'s "This wasn\'t me")', () => {
  const record = async (id: number) => {
    const admin = await signedIn(app, orm, { kind: 'admin' });
    return (await admin(`/api/admin/students/${id}`)).body as {
      emailDisownedAt: string | null;
      timeline: { type: string; actor: string }[];
    };
  };

  it('blocks the registration from proving the address, needs no session, flags the account for admins and tells the registrant', async () => {
    const stranger = await intern({ email: 'not.theirs@example.in' });
    const { token, disownToken } = await mailedLinks(stranger.id);
    const res = await notMe(disownToken);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, code: 'emailDisownDone', message: messages.emailDisownDone });

    // The mail's proof link is void, even in the registrant's own session.
    const proof = await confirm(token, stranger.as);
    expect(proof.status).toBe(410);
    expect(await proven(stranger.id)).toBeNull();
    // No new link is made or asked for.
    expect((await issueEmailProof(orm.em.fork(), stranger.id)).status).toBe('disowned');
    const again = await resend(stranger.as);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'emailDisowned', message: messages.emailDisowned });
    expect(await eventsOf('student.email-proof-requested')).toHaveLength(0);

    // The registrant's dashboard knows; the admins' record shows the flag and the audit entry.
    expect(await me(stranger.as)).toMatchObject({ emailVerified: false, emailDisowned: true });
    const seen = await record(stranger.id);
    expect(seen.emailDisownedAt).toEqual(expect.any(String));
    expect(seen.timeline).toContainEqual(expect.objectContaining({ type: 'student.email-disowned', actor: 'visitor' }));
    const [event] = await eventsOf('student.email-disowned');
    expect(event).toMatchObject({
      subjectId: String(stranger.id),
      payload: { studentId: stranger.id },
      actor: 'visitor',
    });
    expect(JSON.stringify(event)).not.toContain(disownToken);
  });

  it("answers another mail's link the same once done, recording nothing again; a forged or cut link is refused", async () => {
    const stranger = await intern();
    const first = await mailedLinks(stranger.id);
    const second = await mailedLinks(stranger.id);
    // Every mail's "This wasn't me" works (a new proof link does not void them).
    expect((await notMe(first.disownToken)).status).toBe(200);
    const later = await notMe(second.disownToken);
    expect(later.status).toBe(200);
    expect(later.body.code).toBe('emailDisownDone');
    expect(await eventsOf('student.email-disowned')).toHaveLength(1);
    expect((await notMe(newLinkToken())).status).toBe(410);
    const cut = await notMe(second.disownToken.slice(0, 30));
    expect(cut.status).toBe(400);
    expect(cut.body.message).toBe(messages.disownLinkInvalid);
    // A proof link is not a "This wasn't me" link.
    const other = await intern();
    const otherProof = await mailedProofToken(other.id);
    expect((await notMe(otherProof)).status).toBe(410);
    expect(await me(other.as)).toMatchObject({ emailDisowned: false });
  });

  it('is refused once the registrant proved the address in their own session (the mailbox was theirs)', async () => {
    const owner = await intern();
    const { token, disownToken } = await mailedLinks(owner.id);
    expect((await confirm(token, owner.as)).status).toBe(200);
    const res = await notMe(disownToken);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(messages.disownLinkInvalid);
    expect(await me(owner.as)).toMatchObject({ emailVerified: true, emailDisowned: false });
  });

  it("an admin's correction of the e-mail clears the block for the new address, and the old address's link cannot set it again", async () => {
    const stranger = await intern({ email: 'borrowed.address@example.in' });
    const { disownToken } = await mailedLinks(stranger.id);
    const spare = await mailedLinks(stranger.id);
    expect((await notMe(disownToken)).status).toBe(200);
    const admin = await signedIn(app, orm, { kind: 'admin' });
    const corrected = await admin(`/api/admin/students/${stranger.id}/correction`, {
      method: 'POST',
      json: { email: 'own.address@example.in', reason: 'The intern gave their own address' },
    });
    expect(corrected.status, corrected.text).toBe(200);
    expect(await me(stranger.as)).toMatchObject({ emailDisowned: false });
    expect((await record(stranger.id)).emailDisownedAt).toBeNull();
    // The old address's leftover link acts on nothing now.
    expect((await notMe(spare.disownToken)).status).toBe(410);
    expect(await me(stranger.as)).toMatchObject({ emailDisowned: false });
    // The new address's own link proves it.
    expect((await confirm(await mailedProofToken(stranger.id), stranger.as)).status).toBe(200);
  });

  it('counts failed uses per address', async () => {
    for (let i = 0; i < LINK_USE_LIMIT.points; i++) expect((await notMe(newLinkToken())).status).toBe(410);
    expect((await notMe(newLinkToken())).status).toBe(429);
  });
});

describe("an admin's correction of the e-mail", () => {
  const correct = async (studentId: number, body: Record<string, unknown>) => {
    const admin = await signedIn(app, orm, { kind: 'admin' });
    return admin(`/api/admin/students/${studentId}/correction`, { method: 'POST', json: body });
  };

  it('voids the link mailed to the old address, makes the new one unproven, and mails a link to it', async () => {
    const intern = await buildStudent(orm.em.fork(), { email: 'old.address@example.in' });
    const oldLink = await mailedProofToken(intern.id);
    const res = await correct(intern.id, { email: 'new.address@example.in', reason: 'Typo at enrolment' });
    expect(res.status, res.text).toBe(200);
    expect((res.body.jobs as string[]).map((j) => j.replace(/^e\d+-/, ''))).toEqual(['mail-email-proof']);
    const [asked] = await eventsOf('student.email-proof-requested');
    expect(asked).toMatchObject({ payload: { studentId: intern.id }, actor: expect.stringMatching(/^admin:\d+$/) });

    // The old mailbox's link proves nothing about the new address.
    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    const stale = await confirm(oldLink, asIntern);
    expect(stale.status).toBe(410);
    expect(await proven(intern.id)).toBeNull();
    // The new address's own link does.
    expect((await confirm(await mailedProofToken(intern.id), asIntern)).status).toBe(200);
    expect(await proven(intern.id)).toBeInstanceOf(Date);
  });

  it('makes a proven e-mail unproven again when it changes, and leaves it proven when something else changes', async () => {
    const intern = await buildStudent(orm.em.fork(), { emailVerifiedAt: new Date() });
    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    expect((await correct(intern.id, { name: 'Renamed Intern', reason: 'Spelling' })).body.jobs).toEqual([]);
    expect(await me(asIntern)).toMatchObject({ emailVerified: true });
    expect((await correct(intern.id, { email: 'moved.on@example.in', reason: 'New address' })).status).toBe(200);
    expect(await me(asIntern)).toMatchObject({ emailVerified: false });
  });
});

describe('POST /api/me/email-confirmation/resend', () => {
  it('records the request (its job mails the link) while unproven, and nothing once proven', async () => {
    const intern = await buildStudent(orm.em.fork());
    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    const res = await resend(asIntern);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, code: 'emailProofSent', message: messages.emailProofSent });
    const [asked] = await eventsOf('student.email-proof-requested');
    expect(asked).toMatchObject({ payload: { studentId: intern.id }, actor: `student:${intern.id}` });

    expect((await confirm(await mailedProofToken(intern.id), asIntern)).status).toBe(200);
    const again = await resend(asIntern);
    expect(again.body).toEqual({
      success: true,
      code: 'emailAlreadyConfirmed',
      message: messages.emailAlreadyConfirmed,
    });
    expect(await eventsOf('student.email-proof-requested')).toHaveLength(1);
  });

  it(`limits each account to ${LINK_REQUEST_LIMIT.perAccount} an hour, from any address`, async () => {
    const intern = await buildStudent(orm.em.fork());
    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    for (let i = 0; i < LINK_REQUEST_LIMIT.perAccount; i++)
      expect((await resend(asIntern, { 'x-forwarded-for': `203.0.113.${i + 1}` })).status).toBe(200);
    const blocked = await resend(asIntern, { 'x-forwarded-for': '198.51.100.7' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/use the newest link/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await eventsOf('student.email-proof-requested')).toHaveLength(LINK_REQUEST_LIMIT.perAccount);
  });

  it(`limits each address to ${LINK_REQUEST_LIMIT.perIp} an hour, whichever accounts ask`, async () => {
    for (let i = 0; i < LINK_REQUEST_LIMIT.perIp; i++)
      expect((await resend(await signedIn(app, orm, { kind: 'student' }))).status).toBe(200);
    expect((await resend(await signedIn(app, orm, { kind: 'student' }))).status).toBe(429);
  });

  it('is for interns only', async () => {
    expect((await api(app.url, '/api/me/email-confirmation/resend', { method: 'POST' })).status).toBe(401);
    expect((await resend(await signedIn(app, orm, { kind: 'admin' }))).status).toBe(403);
    expect(await eventsOf('student.email-proof-requested')).toHaveLength(0);
  });
});
