import { randomInt } from 'node:crypto';
import type { Quiz } from './types.ts';

/** A shuffled copy (Fisher-Yates with the system's random numbers: an order nobody can predict). */
function shuffled(n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * A new attempt's order: the questions in a random order, and each question's options in a random
 * order, so two interns comparing notes do not share 'the third option of Q5'. Stored on the attempt:
 * a resume shows the same test.
 */
export function drawAttempt(quiz: Quiz): { questionOrder: number[]; optionOrders: number[][] } {
  const questionOrder = shuffled(quiz.questions.length);
  return { questionOrder, optionOrders: questionOrder.map((q) => shuffled(quiz.questions[q]!.options.length)) };
}

/** An attempt's questions as the intern sees them: numbered from 1 in its order, options in its order, never the key. */
export function attemptQuestions(
  quiz: Quiz,
  questionOrder: readonly number[],
  optionOrders: readonly (readonly number[])[],
) {
  return questionOrder.map((q, i) => {
    const question = quiz.questions[q]!;
    return { n: i + 1, question: question.question, options: optionOrders[i]!.map((o) => question.options[o]!) };
  });
}

/**
 * The attempt's choices put back in the bank's order (the chosen option's bank index per question,
 * null when unanswered), which grade() and the stored quiz_attempts row read.
 */
export function bankAnswers(
  quiz: Quiz,
  attempt: {
    questionOrder: readonly number[];
    optionOrders: readonly (readonly number[])[];
    choices: readonly (number | null)[];
  },
): (number | null)[] {
  const answers: (number | null)[] = quiz.questions.map(() => null);
  attempt.questionOrder.forEach((q, i) => {
    const choice = attempt.choices[i];
    answers[q] = choice === null || choice === undefined ? null : attempt.optionOrders[i]![choice]!;
  });
  return answers;
}
