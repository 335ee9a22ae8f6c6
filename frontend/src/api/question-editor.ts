/**
 * The question banks' editor and the tests' settings (docs/API.md, /api/admin/questions and /api/admin/tests),
 * typed by the contracts shared/src/api/admin-questions.ts and question-banks.ts.
 */
import type { QuestionDetail, QuestionPage, QuestionSaved, TestSettingsSaved } from 'shared/api/admin-questions';
import type { MessageAnswer } from 'shared/api/envelope';
import type { CategoryView, QuestionContent, TestSettings, TestSettingsView } from 'shared/api/question-banks';
import { api } from './client.ts';

export type { QuestionDetail, QuestionPage, QuestionSummary } from 'shared/api/admin-questions';
export type { CategoryView, QuestionContent, TestSettings, TestSettingsView } from 'shared/api/question-banks';

const BASE = '/api/admin/questions';

/** The list's filters: a category, a search, retired or not (undefined: both), a page. */
export interface QuestionFilter {
  category: string;
  q: string;
  retired: 'true' | 'false' | '';
  page: number;
}

const listPath = ({ category, q, retired, page }: QuestionFilter) => {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (q.trim()) params.set('q', q.trim());
  if (retired) params.set('retired', retired);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${BASE}?${query}` : BASE;
};

/** What a retire or a restore answers: the question as it now is, and the shared message that says so. */
export interface QuestionChanged extends MessageAnswer {
  question: QuestionDetail;
}

export const listQuestions = (filter: QuestionFilter, signal?: AbortSignal) =>
  api.get<QuestionPage>(listPath(filter), { signal });
export const getQuestion = (id: number, signal?: AbortSignal) =>
  api.get<{ question: QuestionDetail }>(`${BASE}/${id}`, { signal });
export const createQuestion = (content: QuestionContent) => api.post<QuestionSaved & MessageAnswer>(BASE, content);
export const saveQuestion = (id: number, content: QuestionContent) =>
  api.put<QuestionSaved & MessageAnswer>(`${BASE}/${id}`, content);
export const retireQuestion = (id: number) => api.post<QuestionChanged>(`${BASE}/${id}/retire`);
export const restoreQuestion = (id: number) => api.post<QuestionChanged>(`${BASE}/${id}/restore`);
export const listCategories = (signal?: AbortSignal) =>
  api.get<{ categories: CategoryView[] }>('/api/admin/question-categories', { signal });

export const listTestSettings = (signal?: AbortSignal) =>
  api.get<{ tests: TestSettingsView[] }>('/api/admin/tests', { signal });
export const saveTestSettings = (testNo: number, settings: TestSettings) =>
  api.put<TestSettingsSaved & MessageAnswer>(`/api/admin/tests/${testNo}`, settings);
