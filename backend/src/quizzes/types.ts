/** One multiple-choice question: four distinct options, exactly one correct (its index in `options`). */
export interface Question {
  question: string;
  options: readonly [string, string, string, string];
  answer: 0 | 1 | 2 | 3;
}

export interface Quiz {
  testNo: 1 | 2 | 3;
  title: string;
  level: string;
  topics: readonly string[];
  /** Only test 1 is compulsory: its score becomes the intern's test mark (and the test certificate). */
  setsTestMark: boolean;
  questions: readonly Question[];
}
