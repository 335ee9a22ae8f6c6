import { issueEmailProof } from 'backend/commands/issue-email-proof';
import { compose, facts, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { emailProofBlocks, emailProofLink, type EmailProofLink } from './email-proof.ts';
import { student, studentFacts, type StudentFacts } from './rows.ts';

/** The registration is received; it carries the link that proves the e-mail (a fresh token per build; none once the address is proven). */
export default defineMail({
  handler: 'mail-registration-received',
  async data(em, payload) {
    const s = await student(em, payload);
    const issued = await issueEmailProof(em, s.id);
    const to = issued.status === 'issued' ? issued.student.email : s.email;
    return { envelope: { to, studentId: s.id }, facts: { ...studentFacts(s), proof: issued.status === 'issued' ? emailProofLink(issued.token) : undefined } };
  },
  /** `proof`: the e-mail's link, while the address is not proven (a resent mail of a proven one has none). */
  template: (brand, s: StudentFacts & { proof?: EmailProofLink }) =>
    compose(brand, `We have received your registration, ${s.name}`, [
      hello(s.name),
      'Thank you for registering with us. We have received your details and your payment screenshot.',
      facts([['Course', s.course], ['Internship period', `${s.startDate} to ${s.endDate}`]]),
      'Our team checks every payment by hand. This may take up to 2 to 4 hours. You will receive a confirmation mail as soon as your enrolment is confirmed; log in after that to open your dashboard.',
      ...(s.proof ? emailProofBlocks(s.proof) : []),
      signOff(brand, 'Warm regards,'),
    ]),
});
