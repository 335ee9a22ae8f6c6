import { issueEmailProof } from 'backend/commands/issue-email-proof';
import { EMAIL_PROOF_TTL_HOURS } from 'shared/business';
import type { I18n } from '../i18n/catalogue.ts';
import { idOf } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import { button, compose, hello, signOff } from './compose.ts';
import { brand, defineMail } from './define.ts';
import { studentLanguage } from './rows.ts';

/** The link that proves the intern's e-mail (issue 25): in the registration's mail and in its own. */
export interface EmailProofLink {
  link: string;
  validHours: number;
}

/** The link that proves an intern's e-mail. In the fragment: browsers never send it to a server, so no access log or proxy sees it. */
export const emailProofLink = (token: string): EmailProofLink => ({ link: `${brand().publicUrl}/confirm-email#token=${token}`, validHours: EMAIL_PROOF_TTL_HOURS });

export const emailProofBlocks = (i18n: I18n, proof: EmailProofLink) => [
  i18n._({ id: 'emailProof.please', message: 'Please confirm that this e-mail address is yours:' }),
  button(proof.link, i18n._({ id: 'mail.confirmMyEmail', message: 'Confirm my e-mail' })),
  i18n._({
    id: 'emailProof.validFor',
    message: 'The link works once, for {hours} hours. If it has expired, log in and ask for a new one on your dashboard.',
    values: { hours: proof.validHours },
  }),
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
    if (issued.status === 'proven') throw new PermanentError(`Student ${id} has proven their e-mail already; no link is needed.`);
    const { student: s } = issued;
    return { envelope: { to: s.email, studentId: s.id }, locale: await studentLanguage(em, s.id), facts: { name: s.name, ...emailProofLink(issued.token) } };
  },
  template: (brand, s: { name: string } & EmailProofLink, i18n) =>
    compose(i18n, brand, i18n._({ id: 'emailProof.subject', message: 'Confirm your e-mail address' }), [
      hello(i18n, s.name),
      i18n._({
        id: 'emailProof.intro',
        message: 'This is the link that confirms the e-mail address of your intern account. Only the newest link we sent works.',
      }),
      ...emailProofBlocks(i18n, s),
      i18n._({ id: 'mail.didNotAsk', message: 'If you did not ask for this, ignore this mail, or write to us at {email}.', values: { email: brand.companyEmail } }),
      signOff(i18n, brand),
    ]),
});
