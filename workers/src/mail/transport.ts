import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { config } from 'backend/config';

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Delivery {
  messageId: string;
  outboxPath: string | null;
}

export interface MailSettings {
  /** smtp:// or smtps:// URL; without it messages are written as .eml files to outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
  /** Refuse to send unless the server upgrades the connection with STARTTLS (smtps:// is TLS from the start). */
  requireTLS?: boolean;
}

let override: MailSettings | undefined;
let cached: { key: string; send: (mail: OutgoingMail, fileStem: string) => Promise<Delivery> } | undefined;

/** Points the mailer somewhere else than the configuration says (tests: an in-test SMTP server). */
export function configureMail(settings: MailSettings | undefined): void {
  override = settings;
  cached = undefined;
}

function settings(): MailSettings {
  if (override) return override;
  const cfg = config();
  return { smtpUrl: cfg.SMTP_URL, outboxDir: cfg.MAIL_OUTBOX_DIR, requireTLS: cfg.SMTP_REQUIRE_TLS };
}

function open(s: MailSettings) {
  if (s.smtpUrl) {
    const transport = createTransport({
      url: s.smtpUrl,
      // A hung SMTP server must fail the attempt (the job retries), not hold the worker forever.
      connectionTimeout: 15_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      // Without it nodemailer upgrades when the server offers STARTTLS and sends in clear when it does
      // not: a man in the middle that strips the offer would read every certificate and personal detail.
      requireTLS: s.requireTLS ?? false,
    });
    return async (mail: OutgoingMail): Promise<Delivery> => {
      const info = await transport.sendMail(mail);
      return { messageId: info.messageId, outboxPath: null };
    };
  }
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail: OutgoingMail, fileStem: string): Promise<Delivery> => {
    const info = await transport.sendMail(mail);
    const dir = path.resolve(s.outboxDir);
    await mkdir(dir, { recursive: true });
    const file = path.join(
      dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${fileStem.replace(/[^\w.-]/g, '_')}.eml`,
    );
    await writeFile(file, info.message as Buffer);
    return { messageId: info.messageId, outboxPath: file };
  };
}

/** Sends one message through SMTP, or writes it to the outbox folder when no SMTP_URL is set. */
export async function deliver(mail: OutgoingMail, fileStem: string): Promise<Delivery> {
  const s = settings();
  const key = `${s.smtpUrl ?? ''}|${s.outboxDir}|${s.requireTLS ?? false}`;
  if (!cached || cached.key !== key) cached = { key, send: open(s) };
  return cached.send(mail, fileStem);
}
