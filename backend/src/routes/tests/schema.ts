import { z } from 'zod';
import { quizNumbers, quizzes, type QuizNumber } from '../../quizzes/index.ts';

/** The test number in the path: 1, 2 or 3. */
export const testParams = z.object({
  n: z.enum(['1', '2', '3'], { error: 'There is no such test.' }).transform((n) => Number(n) as QuizNumber),
});

/** One chosen option index (0-3) per question, in order, for exactly the test's number of questions. */
export function answersSchema(total: number) {
  const message = `Please answer all ${total} questions.`;
  return z.strictObject(
    {
      answers: z
        .array(z.number({ error: 'Each answer must be the number of an option (0 to 3).' }).int('Each answer must be the number of an option (0 to 3).').min(0, 'Each answer must be the number of an option (0 to 3).').max(3, 'Each answer must be the number of an option (0 to 3).'), { error: message })
        .length(total, message),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unexpected field in the answers.' : message) },
  );
}

export const answersSchemas = Object.fromEntries(quizNumbers.map((n) => [n, answersSchema(quizzes[n].questions.length)])) as Record<
  QuizNumber,
  ReturnType<typeof answersSchema>
>;
