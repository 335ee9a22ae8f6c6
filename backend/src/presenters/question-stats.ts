import type { QuestionFlag, QuestionStat, QuestionStatsQuery, QuestionStatsView } from 'shared/api/question-stats';
import { FACILITY_TOO_EASY, FACILITY_TOO_HARD, itemFlags, MIN_ATTEMPTS_TO_JUDGE } from 'shared/question-stats';
import type { QuestionStatRow } from '../queries/question-stats.ts';
import { english } from '../question-banks/shown.ts';

/** A question version's statistics with its flags (shared/question-stats.ts): counts only, nobody's answers. */
export function presentQuestionStat(row: QuestionStatRow): QuestionStat {
  return {
    questionId: row.questionId,
    name: row.name,
    version: row.version,
    versionId: row.versionId,
    current: row.current,
    retired: row.retired,
    category: row.content.category,
    text: english(row.content.text),
    attempts: row.attempts,
    facility: row.facility,
    discrimination: row.discrimination,
    flags: itemFlags(row),
  };
}

export function presentQuestionStats(
  filter: QuestionStatsQuery,
  found: { attempts: number; categories: string[]; rows: QuestionStatRow[] },
): QuestionStatsView {
  return {
    test: filter.test ?? null,
    category: filter.category ?? null,
    attempts: found.attempts,
    categories: found.categories,
    stats: found.rows.map(presentQuestionStat),
  };
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** The flags in the CSV's words (the staff's files are in English, as the other exports). */
const FLAG_WORDS: Record<QuestionFlag, string> = {
  tooEasy: `too easy (over ${percent(FACILITY_TOO_EASY)} right)`,
  tooHard: `too hard (under ${percent(FACILITY_TOO_HARD)} right)`,
  negativeDiscrimination: 'negative discrimination',
  fewAttempts: `too few attempts to judge (under ${MIN_ATTEMPTS_TO_JUDGE})`,
};

export const QUESTION_STATS_CSV_HEADER = [
  'question id',
  'name',
  'version',
  'current version',
  'retired',
  'category',
  'question',
  'attempts',
  'facility',
  'discrimination',
  'flags',
];

/** Four places, as numbers (a negative one is a number, not a formula to defuse); no discrimination: an empty cell. */
const fourPlaces = (value: number) => Number(value.toFixed(4));

export function questionStatCsvRow(stat: QuestionStat): unknown[] {
  return [
    stat.questionId,
    stat.name ?? '',
    stat.version,
    stat.current,
    stat.retired,
    stat.category,
    stat.text,
    stat.attempts,
    fourPlaces(stat.facility),
    stat.discrimination === null ? '' : fourPlaces(stat.discrimination),
    stat.flags.map((f) => FLAG_WORDS[f]).join('; '),
  ];
}
