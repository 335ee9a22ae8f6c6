import { z } from 'zod';

export type QuizNumber = 1 | 2 | 3;

/** The test number in the path: 1, 2 or 3. */
export const testParams = z.object({
  n: z.enum(['1', '2', '3'], { error: 'There is no such test.' }).transform((n) => Number(n) as QuizNumber),
});

const NOT_AN_OPTION = 'Each answer must be the number of an option (0 to 3).';
/** POST /api/tests/:n/attempts: one chosen option index (0-3) per question, in order, for exactly `total` questions. */
export function answersSchema(total: number) {
  const message = `Please answer all ${total} questions.`;
  return z.strictObject(
    {
      answers: z.array(z.number({ error: NOT_AN_OPTION }).int(NOT_AN_OPTION).min(0, NOT_AN_OPTION).max(3, NOT_AN_OPTION), { error: message }).length(total, message),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unexpected field in the answers.' : message) },
  );
}

interface QuizQuestion {
  n: number;
  question: string;
  options: string[];
}
/** GET /api/tests/:n: the questions without the answer key. */
export interface Quiz {
  testNo: QuizNumber;
  title: string;
  level: string;
  total: number;
  questions: QuizQuestion[];
}
/** POST /api/tests/:n/attempts (201); recorded: test 1 set the intern's mark. */
export interface QuizResult {
  score: number;
  total: number;
  recorded: boolean;
}
