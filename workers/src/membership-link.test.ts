import type { MikroORM } from '@mikro-orm/postgresql';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { config } from 'backend/config';
import { DomainEvent, OneTimeLink, Referrer, Student } from 'backend/entities/index';
import { buildStudent } from 'backend/test/factories';
import { type Caller, signedIn, type SignedIn, visitor } from 'backend/test/signed-in';
import { api, resetRateLimits, type TestApp } from 'backend/test/support';
import { mailboxOf, linkToken } from 'backend/test/mail';
import { internId } from 'shared/business';
import { messages } from 'shared/messages';
import { useMailStack, type MailStack } from '../test/mail-stack.ts';

/**
 * A refer-and-earn membership is linked to an intern account only by an act of both sides, never by a
 * matching address: a stranger who registers an intern with a member's e-mail and
 * gets it proven sees nothing of the member, and their request to link mails the member, naming the
 * stranger's account; only the member's press links them, and every link made or removed is mailed.
 * Through the API, the outbox, the workers and a real SMTP server.
 */
let orm: MikroORM;
let smtp: MailStack['smtp'];
let app: TestApp;
useMailStack((stack) => ({ orm, smtp, app } = stack));

const SUBJECTS = {
  join: 'Confirm your e-mail to join Refer & Earn',
  request: 'An intern account asks to link your Refer & Earn membership',
  linked: 'Your Refer & Earn membership is linked to an intern account',
  unlinked: 'Your Refer & Earn membership is no longer linked to an intern account',
};
const { mailsTo, nthMail } = mailboxOf(() => smtp.received);
const member = {
  name: 'Valli Referrer',
  email: 'valli.member@example.in',
  phone: '9297083621',
  upiId: 'vallimx15j45d@okaxis',
  consent: true,
};
/** What of the member must never reach a stranger: code, UPI id, phone, name. */
const memberFacts = (code: string) =>
  new RegExp([code, member.upiId, member.phone, member.name].map((s) => s.replace(/[.]/g, '\\.')).join('|'));

async function memberJoinsAndConfirms(details = member, as: Caller = visitor(app)) {
  expect((await as('/api/referrers', { method: 'POST', json: details })).status).toBe(201);
  const mail = await nthMail(details.email, SUBJECTS.join, 1);
  const confirmed = await api(app.url, '/api/referrers/confirm', {
    method: 'POST',
    json: { token: linkToken(mail, '/referal/confirm') },
  });
  expect(confirmed.status).toBe(200);
  return { code: confirmed.body.referralCode as string, mail };
}

/** The data export's text (raw bytes: `api` reads the ZIP as text). */
async function exportText(as: SignedIn): Promise<string> {
  const res = await fetch(`${app.url}/api/me/data-export`, { headers: { cookie: as.cookie } });
  expect(res.status).toBe(200);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return Object.values(files)
    .map((f) => strFromU8(f))
    .join('\n');
}

async function erasureScopeReferrers(intern: Student): Promise<unknown[]> {
  const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
  const asked = await asIntern('/api/me/erasure-request', { method: 'POST', json: {} });
  expect(asked.status).toBe(201);
  const admin = await signedIn(app, orm, { kind: 'admin' });
  const scope = await admin(`/api/admin/erasure-requests/${(asked.body.request as { id: number }).id}/scope`);
  expect(scope.status).toBe(200);
  return scope.body.referrers as unknown[];
}

const askToLink = (as: SignedIn, email: string) =>
  as('/api/me/referrer/link-requests', { method: 'POST', json: { email } });
const myReferrer = (as: SignedIn) => as('/api/me/referrer');

describe('M1: a stranger with a proven copy of a member e-mail', () => {
  it('sees nothing of the member, and links only when the member confirms the mail naming their account; each change is mailed', async () => {
    // 1. The member joins and confirms.
    const { code } = await memberJoinsAndConfirms();
    // 2. A stranger registers an intern account with the member's e-mail, and 4. the e-mail counts as proven (however proof works).
    const stranger = await buildStudent(orm.em.fork(), {
      name: 'Refer and Earn Verification',
      email: member.email,
      emailVerifiedAt: new Date(),
    });
    const asIntern = await signedIn(app, orm, { kind: 'student', id: stranger.id });

    // 3, 5. Their dashboard: nothing.
    const dashboard = await myReferrer(asIntern);
    expect(dashboard.status).toBe(404);
    expect(dashboard.body.code).toBe('referralNotJoined');
    // 6. Their data export: nothing of the member.
    expect(await exportText(asIntern)).not.toMatch(memberFacts(code));

    // The stranger asks to link the membership: the same answer as for any address.
    const asked = await askToLink(asIntern, 'Valli.Member@Example.in');
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({
      success: true,
      code: 'membershipLinkRequested',
      message: messages.membershipLinkRequested,
    });
    const nobody = await askToLink(asIntern, 'nobody.member@example.in');
    expect(nobody.text).toBe(asked.text);

    // The member's mail names the asking account: name, intern id and the e-mail it was registered with.
    const request = await nthMail(member.email, SUBJECTS.request, 1);
    expect(request.text).toContain('Refer and Earn Verification');
    expect(request.text).toContain(internId(config().CERTIFICATE_PREFIX, stranger.id));
    expect(request.text).toContain(`E-mail it was registered with: ${member.email}`);
    expect(request.text).toMatch(/ignore this mail: nothing is linked unless you press the button/);
    const requestToken = linkToken(request, '/referal/link');
    expect(JSON.stringify(await orm.em.fork().find(DomainEvent, {}))).not.toContain(requestToken);

    // Whatever the member does not press, nothing is linked: not the request, not their own referrer links.
    expect((await myReferrer(asIntern)).status).toBe(404);
    expect(await exportText(asIntern)).not.toMatch(memberFacts(code));
    // 7. The erasure's scope holds no membership.
    expect(await erasureScopeReferrers(stranger)).toEqual([]);
    expect(await orm.em.fork().findOneOrFail(Referrer, { email: member.email })).toMatchObject({
      student: null,
      studentLink: null,
      erasedAt: null,
    });
    expect(mailsTo('nobody.member@example.in', SUBJECTS.request)).toEqual([]);

    // The member confirms: only now the link is made, once, and the member is told, with a way to remove it.
    const confirmed = await api(app.url, '/api/referrer-links/confirm', {
      method: 'POST',
      json: { token: requestToken },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ success: true, code: 'membershipLinked', message: messages.membershipLinked });
    const mine = await myReferrer(asIntern);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ code, upiId: member.upiId });
    const replay = await api(app.url, '/api/referrer-links/confirm', { method: 'POST', json: { token: requestToken } });
    expect(replay.status).toBe(409);
    expect(await orm.em.fork().count(DomainEvent, { type: 'referrer.linked' })).toBe(1);
    const linked = await nthMail(member.email, SUBJECTS.linked, 1);
    expect(linked.text).toContain('Refer and Earn Verification');
    expect(linked.text).toContain(internId(config().CERTIFICATE_PREFIX, stranger.id));
    linkToken(linked, '/referal/unlink');

    // The intern removes the link from the dashboard: gone, and the member is told.
    const removed = await asIntern('/api/me/referrer/unlink', { method: 'POST' });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, code: 'membershipUnlinked', message: messages.membershipUnlinked });
    expect((await myReferrer(asIntern)).status).toBe(404);
    const unlinked = await nthMail(member.email, SUBJECTS.unlinked, 1);
    expect(unlinked.text).toContain('The intern removed the link');
    expect(unlinked.text).toContain('Refer and Earn Verification');
    expect((await asIntern('/api/me/referrer/unlink', { method: 'POST' })).status).toBe(404);
  });

  it("the member removes the link with the link in the mail that told them of it, and is told; an old request's link links nothing after", async () => {
    await resetRateLimits(app);
    const details = {
      ...member,
      name: 'Kumaran',
      email: 'kumaran.member@example.in',
      phone: '9297000001',
      upiId: 'kumaran@okaxis',
    };
    const { code } = await memberJoinsAndConfirms(details);
    const intern = await buildStudent(orm.em.fork(), { name: 'Kumaran Intern', email: 'kumaran.intern@example.in' });
    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    await askToLink(asIntern, details.email);
    await askToLink(asIntern, details.email); // asked twice: only the newest mail's link works
    const first = linkToken(await nthMail(details.email, SUBJECTS.request, 1), '/referal/link');
    const second = linkToken(await nthMail(details.email, SUBJECTS.request, 2), '/referal/link');
    expect((await api(app.url, '/api/referrer-links/confirm', { method: 'POST', json: { token: first } })).status).toBe(
      409,
    );
    expect(
      (await api(app.url, '/api/referrer-links/confirm', { method: 'POST', json: { token: second } })).status,
    ).toBe(200);
    expect((await myReferrer(asIntern)).body).toMatchObject({ code });

    const removal = linkToken(await nthMail(details.email, SUBJECTS.linked, 1), '/referal/unlink');
    const removed = await api(app.url, '/api/referrer-links/removal', { method: 'POST', json: { token: removal } });
    expect(removed.status).toBe(200);
    expect(removed.body.code).toBe('membershipUnlinked');
    expect((await myReferrer(asIntern)).status).toBe(404);
    expect((await nthMail(details.email, SUBJECTS.unlinked, 1)).text).toContain('You removed the link');
    expect(
      (await api(app.url, '/api/referrer-links/removal', { method: 'POST', json: { token: removal } })).status,
    ).toBe(409);
    expect(
      await orm.em.fork().count(DomainEvent, {
        type: 'referrer.unlinked',
        subjectId: String((await orm.em.fork().findOneOrFail(Referrer, { email: details.email })).id),
      }),
    ).toBe(1);
  });

  it('a membership linked to one intern account is not linked to another until that link is removed', async () => {
    await resetRateLimits(app);
    const details = {
      ...member,
      name: 'Selvi',
      email: 'selvi.member@example.in',
      phone: '9297000002',
      upiId: 'selvi@okaxis',
    };
    await memberJoinsAndConfirms(details);
    const [a, b] = [await buildStudent(orm.em.fork()), await buildStudent(orm.em.fork())];
    const [asA, asB] = [
      await signedIn(app, orm, { kind: 'student', id: a.id }),
      await signedIn(app, orm, { kind: 'student', id: b.id }),
    ];
    await askToLink(asA, details.email);
    await askToLink(asB, details.email);
    await nthMail(details.email, SUBJECTS.request, 2);
    const tokens = mailsTo(details.email, SUBJECTS.request).map((m) => ({
      token: linkToken(m, '/referal/link'),
      forA: m.text!.includes(internId(config().CERTIFICATE_PREFIX, a.id)),
    }));
    expect(
      (
        await api(app.url, '/api/referrer-links/confirm', {
          method: 'POST',
          json: { token: tokens.find((t) => t.forA)!.token },
        })
      ).status,
    ).toBe(200);
    const forB = await api(app.url, '/api/referrer-links/confirm', {
      method: 'POST',
      json: { token: tokens.find((t) => !t.forA)!.token },
    });
    expect(forB.status).toBe(409);
    expect(forB.body.code).toBe('membershipLinkedElsewhere');
    expect((await myReferrer(asB)).status).toBe(404);
  });

  it('a join made while signed in as an intern names that intern account in its confirmation mail, and its confirmation mails the link', async () => {
    await resetRateLimits(app);
    const intern = await buildStudent(orm.em.fork(), { name: 'Meena Intern', email: 'meena.intern@example.in' });
    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    const details = {
      ...member,
      name: 'Meena',
      email: 'meena.work@example.in',
      phone: '9297000003',
      upiId: 'meena@okaxis',
    };
    const { mail } = await memberJoinsAndConfirms(details, asIntern);
    expect(mail.text).toContain('It was asked while signed in to this intern account');
    expect(mail.text).toContain('Meena Intern');
    expect(mail.text).toContain(internId(config().CERTIFICATE_PREFIX, intern.id));
    expect(mail.text).toContain('meena.intern@example.in');
    expect((await myReferrer(asIntern)).status).toBe(200);
    expect((await nthMail(details.email, SUBJECTS.linked, 1)).text).toContain('Meena Intern');
  });

  it('limits the asking: per intern account, and per address asked about from any account', async () => {
    await resetRateLimits(app);
    const asker = await signedIn(app, orm, { kind: 'student' });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await askToLink(asker, `target${i}@example.in`)).status);
    expect(answers).toEqual([202, 202, 202, 429]);
    await resetRateLimits(app);
    const perAddress = [];
    for (let i = 0; i < 4; i++)
      perAddress.push((await askToLink(await signedIn(app, orm, { kind: 'student' }), 'one.target@example.in')).status);
    expect(perAddress).toEqual([202, 202, 202, 429]);
    expect(
      (await api(app.url, '/api/me/referrer/link-requests', { method: 'POST', json: { email: 'x@example.in' } }))
        .status,
    ).toBe(401);
    expect((await askToLink(asker, 'not an address')).status).toBe(400);
    expect(await orm.em.fork().count(OneTimeLink, { purpose: 'membership-link' })).toBeGreaterThan(0);
  });
});
