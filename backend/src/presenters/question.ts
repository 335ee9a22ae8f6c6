import type { QuestionDetail, QuestionSummary } from 'shared/api/admin-questions';
import { questionTamilGaps } from 'shared/question-banks';
import type { TestSettingsView } from 'shared/api/question-banks';
import { testSizes } from 'shared/business';
import type { TestSettingsRow } from '../queries/question-banks.ts';
import type { QuestionRow, QuestionVersionRow } from '../queries/question-editor.ts';

/** A row of the editors' list. */
export function presentQuestionSummary(row: QuestionRow): QuestionSummary {
  return {
    id: row.id,
    name: row.content.name,
    category: row.content.category,
    text: row.content.text,
    version: row.version,
    retired: row.retired,
    drawn: row.drawn,
    tamilGaps: questionTamilGaps(row.content),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** One question for its editor: the current version's content, where it stands, and its versions. */
export function presentQuestion(row: QuestionRow, versions: QuestionVersionRow[]): QuestionDetail {
  const { name, category, text, options, answer, explanation, tags } = row.content;
  return {
    id: row.id,
    name,
    category,
    text,
    options,
    answer,
    explanation,
    tags,
    version: row.version,
    versionId: row.versionId,
    retired: row.retired,
    updatedAt: new Date(row.updatedAt).toISOString(),
    drawn: row.drawn,
    tamilGaps: questionTamilGaps(row.content),
    versions: versions.map((v) => ({
      version: v.version,
      createdAt: new Date(v.createdAt).toISOString(),
      createdBy: v.createdBy,
      drawn: v.drawn,
    })),
  };
}

/** A test's settings for its editor, with the size of each rule's pool (keyed by the rule's category as written). */
export function presentTestSettings(row: TestSettingsRow, pools: Record<string, number>): TestSettingsView {
  return {
    testNo: row.testNo,
    size: testSizes[row.testNo],
    rules: row.rules.map(({ category, count }) => ({ category, count })),
    timeLimitMinutes: row.timeLimitMinutes,
    review: row.review,
    pools,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
