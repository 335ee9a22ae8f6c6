import { issueEmailProof } from 'backend/commands/issue-email-proof';
import { compose, facts, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { emailProofBlocks, emailProofLink, type EmailProofLink } from './email-proof.ts';
import { student, studentFacts, type StudentFacts } from './rows.ts';

/**
 * The registration is received; it names the account and carries the link that proves the e-mail and
 * the address owner's "This wasn't me" (fresh tokens per build; none once the address is proven). The
 * subject names no one: the registrant chooses the name, and a subject is what a mailbox shows
 * unopened, so a stranger's chosen words ("Refer and Earn Verification") never head a mail to someone else.
 */
export default defineMail({
  handler: 'mail-registration-received',
  async data(em, payload) {
    const s = await student(em, payload);
    const issued = await issueEmailProof(em, s.id);
    const to = issued.status === 'issued' ? issued.student.email : s.email;
    const locale = s.language;
    return {
      envelope: { to, studentId: s.id },
      locale,
      facts: {
        ...studentFacts(s, locale),
        proof: issued.status === 'issued' ? emailProofLink(issued, locale) : undefined,
      },
    };
  },
  /** `proof`: the e-mail's link, while the address is not proven (a resent mail of a proven one has none). */
  template: (brand, s: StudentFacts & { proof?: EmailProofLink }, i18n) =>
    compose(
      i18n,
      brand,
      i18n._({ id: 'registrationReceived.subject', message: 'We have received your registration' }),
      [
        hello(i18n, s.name),
        i18n._({
          id: 'registrationReceived.thanks',
          message: 'Thank you for registering with us. We have received your details and your payment screenshot.',
        }),
        facts([
          [i18n._({ id: 'mail.course', message: 'Course' }), s.course],
          [
            i18n._({ id: 'mail.internshipPeriod', message: 'Internship period' }),
            i18n._({ id: 'mail.period', message: '{start} to {end}', values: { start: s.startDate, end: s.endDate } }),
          ],
        ]),
        i18n._({
          id: 'registrationReceived.checking',
          message:
            'Our team checks every payment by hand. This may take up to 2 to 4 hours. You will receive a confirmation mail as soon as your enrolment is confirmed; log in after that to open your dashboard.',
        }),
        ...(s.proof ? emailProofBlocks(i18n, s.proof) : []),
        signOff(i18n, brand, i18n._({ id: 'mail.warmRegards', message: 'Warm regards,' })),
      ],
    ),
});
