/**
 * Credentials in real Chromium against the real API and workers: an intern whose end date
 * has passed is validated, the workers make the certificate; the credential downloaded from its /verify
 * page verifies against /.well-known/jwks.json with node:crypto (not jose), names the holder and the
 * course; the verifier on /verify says ours and current, says changed for a credential with one
 * character changed, says the same of the signed PDF chosen as a file (ours, then changed with one byte
 * changed), and says revoked once the certificate is revoked (the status list's bit too); the offer
 * letter's PDF reads as an offer letter, and then says its certificate is revoked.
 */
import { createPublicKey, verify as verifySignature, type JsonWebKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeDocument } from '../backend/src/commands/revoke-document.ts';
import { validateStudent } from '../backend/src/commands/validate-student.ts';
import { statusBit } from '../backend/src/credentials/bitstring.ts';
import { IssuedDocument, JobRun } from '../backend/src/entities/index.ts';
import { buildAdmin, buildStudent } from '../backend/test/factories.ts';
import { waitFor } from '../backend/test/support.ts';
import { collectErrors, newContext, seriousViolations } from './support/browser.ts';
import { useProductInChromium, type Product } from './support/app.ts';

let product: Product;
let browser: Browser;
useProductInChromium((started) => ({ product, browser } = started));

const part = (jwt: string, i: number) =>
  JSON.parse(Buffer.from(jwt.split('.')[i]!, 'base64url').toString('utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function verifiesIndependently(jwt: string): Promise<boolean> {
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const { keys } = (await fetch(`${product.url}/.well-known/jwks.json`).then((r) => r.json())) as {
    keys: (JsonWebKey & { kid: string })[];
  };
  const jwk = keys.find((k) => k.kid === part(jwt, 0).kid);
  if (!jwk) return false;
  // RS256 (RSASSA-PKCS1-v1_5 with SHA-256): what the site signs with (a retired P-256 key would need ES256's dsaEncoding 'ieee-p1363').
  if (part(jwt, 0).alg !== 'RS256' || jwk.alg !== 'RS256') return false;
  return verifySignature(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );
}

async function revokedInStatusList(jwt: string): Promise<boolean> {
  const { statusListCredential, statusListIndex } = part(jwt, 1).credentialStatus;
  const list = await fetch(`${product.url}${new URL(statusListCredential as string).pathname}`).then((r) => r.text());
  return statusBit(part(list, 1).credentialSubject.encodedList as string, Number(statusListIndex));
}

/** A page's first load may fetch its chunks: more than expect.poll's one second. */
const SLOW = { timeout: 20_000, interval: 100 };

async function check(page: Page, jwt: string) {
  await page.goto('/verify');
  await page.getByLabel('Paste a credential').fill(jwt);
  await page.getByRole('button', { name: 'Check' }).click();
  return page.getByTestId('verifier-answer');
}

async function checkFile(page: Page, name: string, buffer: Buffer) {
  await page.goto('/verify');
  await page.getByLabel('Or choose a file').setInputFiles({ name, mimeType: 'application/pdf', buffer });
  await page.getByRole('button', { name: 'Check' }).click();
  return page.getByTestId('verifier-answer');
}

/** The certificate's current PDF as the workers stored it (signed). */
async function certificatePdf(documentId: number): Promise<Buffer> {
  const doc = await product.orm.em
    .fork()
    .findOneOrFail(IssuedDocument, { id: documentId }, { populate: ['file', 'file.data'] });
  return Buffer.from(doc.file!.data as Uint8Array);
}

describe('an Open Badges credential from /verify, checked by anyone', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, 'desktop', product.url);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('verifies against the JWKS without us, fails with one character changed, and reads revoked after a revoke', async () => {
    const errors = collectErrors(page);
    const em = product.orm.em.fork();
    const admin = await buildAdmin(em);
    const student = await buildStudent(em, {
      name: 'Meena Krishnan',
      email: 'meena.vc@example.in',
      course: 'Data Science',
      startDate: '2026-01-05',
      endDate: '2026-02-20',
    });
    const { jobs } = await validateStudent(product.orm.em.fork(), { studentId: student.id, adminId: admin.id });
    await waitFor(
      async () =>
        (await product.orm.em.fork().count(JobRun, { id: { $in: jobs }, state: 'completed' })) === jobs.length,
      60_000,
    );
    const certificate = await product.orm.em
      .fork()
      .findOneOrFail(IssuedDocument, { student: student.id, kind: 'completion-certificate' });

    // The certificate's page offers its credential; the download is the VC-JWT named by its number.
    await page.goto(`/verify/${certificate.verificationToken}`);
    await expect
      .poll(() => page.getByTestId('credential-panel').textContent(), SLOW)
      .toContain('Credential status: active.');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download credential' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${certificate.certificateNumber}.jwt`);
    const jwt = (await readFile((await download.path())!, 'utf8')).trim();

    expect(await verifiesIndependently(jwt)).toBe(true);
    const vc = part(jwt, 1);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.credentialSubject.identifier[0].identityHash).toBe('Meena Krishnan');
    expect(vc.credentialSubject.achievement.fieldOfStudy).toBe('Data Science');
    const forged = jwt.replace(
      /\.([^.]+)\./,
      (_all, payload: string) =>
        `.${Buffer.from(Buffer.from(payload, 'base64url').toString('utf8').replace('Meena', 'Meenu')).toString('base64url')}.`,
    );
    expect(await verifiesIndependently(forged)).toBe(false);

    // The verifier on /verify, as a visitor: ours and current; then the changed one.
    const answer = await check(page, jwt);
    await expect.poll(() => answer.textContent(), SLOW).toContain('✅ Ours, unchanged, current and not revoked');
    expect(await answer.textContent()).toContain('Meena Krishnan');
    expect(await seriousViolations(page)).toEqual([]);
    const changed = await check(page, forged);
    await expect.poll(() => changed.textContent(), SLOW).toContain('❌ Changed after we signed it');

    // The certificate's signed PDF, chosen as a file: ours, unchanged and current; one byte changed: changed.
    const pdf = await certificatePdf(certificate.id);
    const fromPdf = await checkFile(page, 'certificate.pdf', pdf);
    await expect.poll(() => fromPdf.textContent(), SLOW).toContain('✅ Ours, unchanged, current and not revoked');
    expect(await fromPdf.textContent()).toContain('Meena Krishnan');
    const tampered = Buffer.from(pdf);
    tampered.writeUInt8(tampered.readUInt8(200) ^ 1, 200);
    const fromTampered = await checkFile(page, 'certificate.pdf', tampered);
    await expect.poll(() => fromTampered.textContent(), SLOW).toContain('❌ Changed after we signed it');

    // A revoke: the status list's bit at once (well within its 60 s cache), and the verifier says revoked.
    expect(await revokedInStatusList(jwt)).toBe(false);
    await revokeDocument(product.orm.em.fork(), { documentId: certificate.id, adminId: admin.id }, 'Issued in error');
    expect(await revokedInStatusList(jwt)).toBe(true);
    const revoked = await check(page, jwt);
    await expect.poll(() => revoked.textContent(), SLOW).toContain('❌ Revoked');
    await page.goto(`/verify/${certificate.verificationToken}`);
    await expect
      .poll(() => page.getByTestId('credential-panel').textContent(), SLOW)
      .toContain('Credential status: revoked.');

    // The offer letter, chosen as a file: named as an offer letter with a document number, never as the
    // certificate whose number it shares, and saying its certificate is revoked.
    const letter = await product.orm.em
      .fork()
      .findOneOrFail(IssuedDocument, { student: student.id, kind: 'offer-letter' });
    const fromLetter = await checkFile(page, 'offer-letter.pdf', await certificatePdf(letter.id));
    await expect.poll(() => fromLetter.textContent(), SLOW).toContain('❌ Its certificate is revoked');
    await expect.poll(() => page.getByRole('heading', { name: 'Offer letter' }).isVisible(), SLOW).toBe(true);
    expect(await fromLetter.textContent()).toContain('Document number');
    expect(await fromLetter.textContent()).not.toContain('Certificate number');
    expect(await page.getByTestId('offered-certificate').textContent()).toContain(
      'Internship completion certificate: revoked.',
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
