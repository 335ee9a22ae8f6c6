import { queryOptions } from '@tanstack/react-query';
import {
  getQuestion,
  listCategories,
  listQuestions,
  listTestSettings,
  type QuestionFilter,
} from '../question-editor.ts';

/**
 * The question banks and the tests' settings as their editors read them: under the staff's root, one
 * branch, so a save, a retire or a test's change reads all of it again (`invalidates: [questionEditor.all]`):
 * a question retired changes a pool's size, a test's change nothing else.
 */
const QUESTIONS = ['admin', 'questions'] as const;

export const questionEditor = {
  all: QUESTIONS,
  /** One page of the list, by its filters. */
  list: (filter: QuestionFilter) =>
    queryOptions({
      queryKey: [...QUESTIONS, 'list', filter] as const,
      queryFn: ({ signal }) => listQuestions(filter, signal),
    }),
  /** One question: its current version and its versions. */
  question: (id: number) =>
    queryOptions({
      queryKey: [...QUESTIONS, 'question', id] as const,
      queryFn: async ({ signal }) => (await getQuestion(id, signal)).question,
    }),
  /** Every category with its current questions: the suggestions of a category field, and the filter. */
  categories: () =>
    queryOptions({
      queryKey: [...QUESTIONS, 'categories'] as const,
      queryFn: async ({ signal }) => (await listCategories(signal)).categories,
    }),
  /** The three tests' settings with their pools. */
  tests: () =>
    queryOptions({
      queryKey: [...QUESTIONS, 'tests'] as const,
      queryFn: async ({ signal }) => (await listTestSettings(signal)).tests,
    }),
};
