import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import { waitFor } from './support.ts';

/**
 * The tests' mail and link helpers, in one place: what a mail job issues for a one-time link (the
 * route tests), and what reaches a mailbox of the real SMTP server the worker tests run
 * (workers/test/smtp.ts).
 */

/** A command that issues a one-time link for an account, as a mail job calls it (backend/src/commands/issue-*.ts). */
type IssueLink<T extends { status: string }> = (em: EntityManager, id: number, now?: Date) => Promise<T>;

/** What the mail job does: issue the link (the table keeps its hash) and give what the mail carries. */
export async function mailedLink<T extends { status: string }>(
  orm: MikroORM,
  issue: IssueLink<T>,
  id: number,
  now?: Date,
): Promise<Extract<T, { status: 'issued' }>> {
  const issued = await issue(orm.em.fork(), id, now);
  if (issued.status !== 'issued') throw new Error(`no link for ${id}: ${issued.status}`);
  return issued as Extract<T, { status: 'issued' }>;
}

/** The token of the link the mail job would mail (see mailedLink). */
export async function mailedToken(
  orm: MikroORM,
  issue: IssueLink<{ status: string; token?: string }>,
  id: number,
  now?: Date,
): Promise<string> {
  const issued = await issue(orm.em.fork(), id, now);
  if (issued.status !== 'issued' || issued.token === undefined) throw new Error(`no link for ${id}: ${issued.status}`);
  return issued.token;
}

/**
 * A mailbox view of what an SMTP server received (`received` is read at each call: the server starts
 * in a beforeAll): the mails to an address, with a subject (or one matching it) when given, oldest first.
 */
export function mailboxOf(received: () => readonly ParsedMail[]) {
  const mailsTo = (email: string, subject?: string | RegExp) =>
    received().filter(
      (m) =>
        JSON.stringify(m.to ?? '').includes(email) &&
        (subject === undefined ||
          (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject ?? ''))),
    );
  /** The n-th such mail (1 is the first), waited for as the mail job sends it. */
  const nthMail = async (
    email: string,
    subject: string | RegExp | undefined,
    n: number,
    timeoutMs = 30_000,
  ): Promise<ParsedMail> => {
    await waitFor(() => mailsTo(email, subject).length >= n, timeoutMs);
    return mailsTo(email, subject)[n - 1]!;
  };
  return { mailsTo, nthMail };
}

/**
 * The token of the link to `page` (e.g. '/reset-password') in a mail, as its reader would open it: the
 * same in the text and the HTML.
 */
export function linkToken(mail: ParsedMail, page: string): string {
  const at = page.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const inText = new RegExp(`${at}#token=([A-Za-z0-9_-]{43})`).exec(mail.text ?? '');
  const inHtml = new RegExp(`href="[^"]*${at}#token=([A-Za-z0-9_-]{43})"`).exec(String(mail.html));
  expect(inText?.[1]).toBeTruthy();
  expect(inHtml?.[1]).toBe(inText?.[1]);
  return inText![1]!;
}
