import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { confirmReferrer } from '../src/commands/confirm-referrer.ts';
import { issueReferrerConfirmation } from '../src/commands/issue-referrer-confirmation.ts';
import {
  ExtraCourse,
  IssuedDocument,
  Referrer,
  StoredFile,
  type DocumentKind,
  type Student,
} from '../src/entities/index.ts';
import { mailedToken } from './mail.ts';

export async function buildExtraCourse(
  em: EntityManager,
  student: Student,
  overrides: Partial<ExtraCourse> = {},
): Promise<ExtraCourse> {
  const extraCourse = em.create(ExtraCourse, {
    student,
    course: 'Basic React.js',
    feeRupees: [200, 350],
    startDate: '2026-08-01',
    endDate: '2026-08-31',
    college: student.college,
    transaction: '412345678901',
    email: student.email,
    validated: false,
    ...overrides,
  });
  await em.flush();
  return extraCourse;
}

/** A generated PDF as the workers leave it: a files row (purpose 'document') and its documents row. */
export async function buildDocument(
  em: EntityManager,
  student: Student,
  kind: DocumentKind,
  opts: { extraCourse?: ExtraCourse; bytes?: Buffer; withFile?: boolean } = {},
): Promise<IssuedDocument> {
  const bytes = opts.bytes ?? Buffer.from(`%PDF-1.7\n% ${kind} for ${student.id}\n%%EOF\n`);
  const file =
    opts.withFile === false
      ? null
      : em.create(StoredFile, {
          id: randomUUID(),
          purpose: 'document',
          contentType: 'application/pdf',
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          data: bytes,
        });
  const doc = em.create(IssuedDocument, {
    student,
    extraCourse: opts.extraCourse ?? null,
    kind,
    certificateNumber: `TNTAIN${student.id}${opts.extraCourse ? `-${opts.extraCourse.id}` : ''}`,
    verificationToken: randomUUID(),
    issuedOn: '2026-07-15',
    file,
  });
  await em.flush();
  return doc;
}

/** Nothing secret about an account may appear in any answer. */
export function expectNoSecrets(text: string): void {
  for (const needle of ['password', 'passwordHash', 'password_hash', '$argon2']) {
    if (text.toLowerCase().includes(needle.toLowerCase()))
      throw new Error(`response contains "${needle}": ${text.slice(0, 300)}`);
  }
}

/**
 * The token of a fresh confirmation link for the referrer with this e-mail, issued exactly as the mail
 * job does (workers/src/mail/referral-confirm.ts); what the owner of the mailbox would find in the mail.
 */
export async function mailedConfirmationToken(orm: MikroORM, email: string, issuedAt?: Date): Promise<string> {
  const referrer = await orm.em.fork().findOneOrFail(Referrer, { email });
  return mailedToken(orm, issueReferrerConfirmation, referrer.id, issuedAt);
}

/** The e-mail's owner opens the mailed link: the referrer becomes active and gets a code. */
export async function confirmByMail(orm: MikroORM, email: string): Promise<Referrer> {
  return confirmReferrer(orm.em.fork(), await mailedConfirmationToken(orm, email));
}
