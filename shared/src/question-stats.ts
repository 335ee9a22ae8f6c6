import type { QuestionFlag } from './api/question-stats.ts';

/**
 * When a question deserves an editor's look (classical item analysis, as Moodle's quiz statistics):
 * answered right by more than 95 % or fewer than 20 % of the attempts, or a negative discrimination.
 * Under 20 attempts a share or a correlation says little (one intern moves the facility by 5 points
 * or more), so such a question is flagged as too new to judge and nothing else.
 */
export const FACILITY_TOO_EASY = 0.95;
export const FACILITY_TOO_HARD = 0.2;
export const MIN_ATTEMPTS_TO_JUDGE = 20;

export function itemFlags(stat: { attempts: number; facility: number; discrimination: number | null }): QuestionFlag[] {
  if (stat.attempts < MIN_ATTEMPTS_TO_JUDGE) return ['fewAttempts'];
  const flags: QuestionFlag[] = [];
  if (stat.facility > FACILITY_TOO_EASY) flags.push('tooEasy');
  if (stat.facility < FACILITY_TOO_HARD) flags.push('tooHard');
  if (stat.discrimination !== null && stat.discrimination < 0) flags.push('negativeDiscrimination');
  return flags;
}
