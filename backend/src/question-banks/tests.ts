import type { QuizNumber } from 'shared/api/tests';

/** One of the three tests: its name and level as the specification gives them (its questions are data). */
export interface TestInfo {
  testNo: QuizNumber;
  title: string;
  level: string;
  /** Only test 1 is compulsory: its score becomes the intern's test mark (and the test certificate). */
  setsTestMark: boolean;
}

export const tests: Record<QuizNumber, TestInfo> = {
  1: { testNo: 1, title: 'Test 1: Very Easy', level: 'Very Easy', setsTestMark: true },
  2: { testNo: 2, title: 'Test 2: Moderate Level', level: 'Moderate Level', setsTestMark: false },
  3: { testNo: 3, title: 'Test 3: Very Difficult', level: 'Very Difficult', setsTestMark: false },
};

export function testInfo(testNo: number): TestInfo | undefined {
  return tests[testNo as QuizNumber];
}
