import type { Quiz as QuizView } from 'shared/api/tests';
import { questionsForStudent, type Quiz } from '../quizzes/index.ts';

/** GET /api/tests/:n: the test without its answer key. */
export function presentQuiz(quiz: Quiz): QuizView {
  return { testNo: quiz.testNo, title: quiz.title, level: quiz.level, total: quiz.questions.length, questions: questionsForStudent(quiz) };
}
