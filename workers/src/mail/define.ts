import type { EntityManager } from '@mikro-orm/postgresql';
import { config, publicUrl } from 'backend/config';
import type { HandlerName } from 'shared/fan-out';
import { DEFAULT_LOCALE, type Locale } from 'shared/locales';
import { i18nFor, type I18n } from '../i18n/catalogue.ts';
import type { Payload } from '../processors/payload.ts';
import { refuseDisownedAddress } from './rows.ts';
import type { Brand, Rendered } from './compose.ts';
import type { MailResult, MailSpec } from './send.ts';

/** The fan-out's mail handlers: each is made by one file of this folder (mail-resend sends one of theirs again). */
export type MailHandler = Exclude<Extract<HandlerName, `mail-${string}`>, 'mail-resend'>;

/** Who a mail goes to, and what it carries besides its words. */
export type Envelope = Pick<MailSpec, 'to' | 'replyTo' | 'studentId' | 'attachments'>;

/** One mail, in one file: its handler, the data it reads, its words. */
export interface MailFile<H extends MailHandler, F> {
  handler: H;
  /**
   * Reads the rows the event's payload names (ids only), afresh at each build: the recipient, the
   * facts the words need, and the language the recipient reads (an intern's or a referrer's own;
   * English when not given: staff and the company's inbox).
   */
  data(em: EntityManager, payload: Payload): Promise<{ envelope: Envelope; facts: F; locale?: Locale }>;
  /** The subject and body in the recipient's language (`i18n`), written once for HTML and text (compose.ts). */
  template(brand: Brand, facts: F, i18n: I18n): Rendered;
  /** What is done once the mail is sent (the erasure's confirmation forgets its address). */
  afterSent?(em: EntityManager, payload: Payload, sent: MailResult): Promise<void>;
}

/**
 * What the processors and resends use: the mail built afresh from its event's payload. A mail for an
 * intern whose address owner said "This wasn't me" is never built (refuseDisownedAddress).
 */
export interface Mail<H extends MailHandler = MailHandler> {
  handler: H;
  build(em: EntityManager, payload: Payload): Promise<MailSpec>;
  afterSent?(em: EntityManager, payload: Payload, sent: MailResult): Promise<void>;
}

export function defineMail<H extends MailHandler, F>(file: MailFile<H, F>): Mail<H> & MailFile<H, F> {
  return {
    ...file,
    async build(em, payload) {
      const { envelope, facts, locale = DEFAULT_LOCALE } = await file.data(em, payload);
      if (envelope.studentId != null) await refuseDisownedAddress(em, envelope.studentId);
      return { template: file.handler, ...envelope, ...file.template(brand(), facts, i18nFor(locale)) };
    },
  };
}

export function brand(): Brand {
  const cfg = config();
  return {
    company: cfg.COMPANY_NAME,
    companyEmail: cfg.COMPANY_EMAIL,
    companyPhone: cfg.COMPANY_PHONE,
    publicUrl: publicUrl(cfg),
  };
}
