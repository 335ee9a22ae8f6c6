import type { IssuedEmailProof } from 'backend/commands/issue-email-proof';
import { issueEmailProof } from 'backend/commands/issue-email-proof';
import { EMAIL_PROOF_TTL_HOURS } from 'shared/business';
import { todayInIndia } from 'shared/dates';
import type { Locale } from 'shared/locales';
import { displayDate, type I18n } from '../i18n/catalogue.ts';
import { idOf } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import { button, compose, hello, signOff } from './compose.ts';
import { brand, defineMail } from './define.ts';
import { studentLanguage } from './rows.ts';

/**
 * The links of an intern's e-mail proof: in the registration's mail and in its own. `link` proves the
 * address (opened inside the account's own session); `notMeLink` is the address owner's "This wasn't
 * me". The account is named by what its registrant typed and the day, so the address owner can tell
 * it is not theirs; nothing more of it (no intern id, no phone).
 */
export interface EmailProofLink {
  link: string;
  notMeLink: string;
  validHours: number;
  /** The name given at registration, as typed. */
  accountName: string;
  /** The day the account was registered (India), in the reader's language. */
  registeredOn: string;
}

/** The links of an issued proof. The tokens ride in the fragment: browsers never send it to a server, so no access log or proxy sees it. */
export function emailProofLink(
  issued: Extract<IssuedEmailProof, { status: 'issued' }>,
  locale: Locale,
): EmailProofLink {
  const base = brand().publicUrl;
  return {
    link: `${base}/confirm-email#token=${issued.token}`,
    notMeLink: `${base}/not-me#token=${issued.disownToken}`,
    validHours: EMAIL_PROOF_TTL_HOURS,
    accountName: issued.student.name,
    registeredOn: displayDate(locale, todayInIndia(issued.student.createdAt)),
  };
}

export const emailProofBlocks = (i18n: I18n, proof: EmailProofLink) => [
  i18n._({
    id: 'emailProof.account',
    message: 'An intern account was registered with this e-mail address on {date}, in the name “{name}”.',
    values: { date: proof.registeredOn, name: proof.accountName },
  }),
  i18n._({
    id: 'emailProof.please',
    message: 'If this account is yours, please confirm your e-mail address. You will be asked to log in to it first:',
  }),
  button(proof.link, i18n._({ id: 'mail.confirmMyEmail', message: 'Confirm my e-mail' })),
  i18n._({
    id: 'emailProof.validFor',
    message:
      'The link works once, for {hours} hours. If it has expired, log in and ask for a new one on your dashboard.',
    values: { hours: proof.validHours },
  }),
  i18n._({
    id: 'emailProof.notMe',
    message:
      'Did you not register with us? Then someone gave your e-mail address by mistake. Press the button below: that account can then never use your address, and we will not write to you about it again. You do not need to log in.',
  }),
  button(proof.notMeLink, i18n._({ id: 'mail.thisWasNotMe', message: "This wasn't me" })),
];

/**
 * A new link to prove the intern's e-mail: asked for again on the dashboard, or after an admin changed
 * the e-mail (then this mail goes to the new address, which it proves).
 */
export default defineMail({
  handler: 'mail-email-proof',
  async data(em, payload) {
    const id = idOf(payload, 'studentId');
    // A fresh token per build (see issueEmailProof): sendOnce builds only when this job has not sent its mail yet.
    const issued = await issueEmailProof(em, id);
    if (issued.status === 'missing') throw new PermanentError(`Student ${id} no longer exists or was erased.`);
    if (issued.status === 'proven')
      throw new PermanentError(`Student ${id} has proven their e-mail already; no link is needed.`);
    if (issued.status === 'disowned')
      throw new PermanentError(`Student ${id}'s address owner said the registration is not theirs; no link is made.`);
    const { student: s } = issued;
    const locale = await studentLanguage(em, s.id);
    return {
      envelope: { to: s.email, studentId: s.id },
      locale,
      facts: { name: s.name, ...emailProofLink(issued, locale) },
    };
  },
  template: (brand, s: { name: string } & EmailProofLink, i18n) =>
    compose(i18n, brand, i18n._({ id: 'emailProof.subject', message: 'Confirm your e-mail address' }), [
      hello(i18n, s.name),
      i18n._({
        id: 'emailProof.intro',
        message:
          'This is the link that confirms the e-mail address of your intern account. Only the newest link we sent works.',
      }),
      ...emailProofBlocks(i18n, s),
      signOff(i18n, brand),
    ]),
});
