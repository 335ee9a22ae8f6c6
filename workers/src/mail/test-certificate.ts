import { TEST_MARK_OUT_OF } from 'shared/business';
import { idOf } from '../processors/payload.ts';
import { compose, emphasis, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { documentMailData, studentFacts, type StudentFacts } from './rows.ts';

/** The test's mark, and its certificate attached. */
export default defineMail({
  handler: 'mail-test-certificate',
  async data(em, payload) {
    const { envelope, student: s } = await documentMailData(em, payload, 'test-certificate');
    return { envelope, facts: { ...studentFacts(s), mark: s.testMark ?? idOf(payload, 'mark') } };
  },
  template: (brand, s: StudentFacts & { mark: number }) =>
    compose(brand, 'Your test certificate', [
      hello(s.name),
      emphasis('Well done on completing Test 1. You scored ', `${s.mark} out of ${TEST_MARK_OUT_OF}`, '.'),
      'Your test certificate is attached to this mail. You can also download it from your dashboard at any time.',
      signOff(brand, 'Keep going!'),
    ]),
});
