import { TEST_MARK_OUT_OF } from 'shared/business';
import { idOf } from '../processors/payload.ts';
import { compose, emphasis, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { documentMailData, studentFacts, type StudentFacts } from './rows.ts';

/** The test's mark, and its certificate attached. */
export default defineMail({
  handler: 'mail-test-certificate',
  async data(em, payload) {
    const { envelope, student: s, locale } = await documentMailData(em, payload, 'test-certificate');
    return { envelope, locale, facts: { ...studentFacts(s, locale), mark: s.testMark ?? idOf(payload, 'mark') } };
  },
  template: (brand, s: StudentFacts & { mark: number }, i18n) =>
    compose(i18n, brand, i18n._({ id: 'testCertificate.subject', message: 'Your test certificate' }), [
      hello(i18n, s.name),
      emphasis(
        i18n._({ id: 'testCertificate.scoredBefore', message: 'Well done on completing Test 1. You scored ' }),
        i18n._({
          id: 'mail.markOutOf',
          message: '{mark} out of {outOf}',
          values: { mark: s.mark, outOf: TEST_MARK_OUT_OF },
        }),
        i18n._({ id: 'testCertificate.scoredAfter', message: '.' }),
      ),
      i18n._({
        id: 'testCertificate.attached',
        message:
          'Your test certificate is attached to this mail. You can also download it from your dashboard at any time.',
      }),
      signOff(i18n, brand, i18n._({ id: 'testCertificate.keepGoing', message: 'Keep going!' })),
    ]),
});
