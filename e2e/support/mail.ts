import type { ParsedMail } from 'mailparser';
import { waitFor } from '../../backend/test/support.ts';
import type { startSmtpServer } from '../../workers/test/smtp.ts';

/**
 * The path and fragment of the link to `path` in the n-th mail with `subject` that reached `to` at
 * the file's SMTP server (the link's host is PUBLIC_URL's): what a person clicks in their mail.
 */
export async function mailedLink(
  smtp: Awaited<ReturnType<typeof startSmtpServer>>,
  { to, subject, path, n = 1 }: { to: string; subject: string; path: string; n?: number },
): Promise<string> {
  const mails = () =>
    smtp.received.filter((m: ParsedMail) => JSON.stringify(m.to ?? '').includes(to) && m.subject === subject);
  await waitFor(() => mails().length >= n, 20_000);
  const link = new RegExp(`https?://[^/\\s]+(${path.replace(/[/]/g, '\\/')}#token=[A-Za-z0-9_-]{43})`).exec(
    mails()[n - 1]!.text ?? '',
  );
  if (!link) throw new Error(`no ${path} link in the mail "${subject}" to ${to}`);
  return link[1]!;
}
