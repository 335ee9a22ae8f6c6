import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { messages } from '../messages.ts';

/**
 * Refuses passwords that attackers try first: those in zxcvbn's list of common passwords (and close
 * variants: 'Password@123'), keyboard walks, repeats, and guessable from the account's own name or
 * e-mail. No rules about which kinds of characters to use: a long phrase is fine.
 */
export const COMMON_PASSWORD = messages.commonPassword;
export const WEAK_PASSWORD = messages.weakPassword;

// zxcvbn scores 0..4; 3 is "safely unguessable: moderate protection from offline slow-hash scenario".
const MIN_SCORE = 3;
// Matching grows faster than linearly with length; what makes a long password weak shows in its start.
const CHECKED_LENGTH = 100;

let zxcvbn: ZxcvbnFactory | undefined;
const checker = () =>
  (zxcvbn ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }));

/** Why a new password is refused, or undefined. `related` holds the account's name, e-mail and the like. */
export function passwordProblem(password: string, related: string[] = []): string | undefined {
  const checked = password.slice(0, CHECKED_LENGTH);
  const words = related
    .flatMap((r) => [r.toLowerCase().split('@')[0]!, ...r.toLowerCase().split(/[^\p{L}\p{N}]+/u)])
    .filter((w) => w.length >= 3);
  const result = checker().check(checked, words);
  // Mostly the account's own name or e-mail: the first thing someone who knows the account tries.
  const fromAccount = result.sequence
    .filter((m) => m.dictionaryName === 'userInputs')
    .reduce((n, m) => n + m.token.length, 0);
  if (fromAccount * 2 >= checked.length) return WEAK_PASSWORD;
  if (result.score >= MIN_SCORE) return undefined;
  const warning = result.feedback.warning;
  return warning === 'topTen' || warning === 'topHundred' || warning === 'common' || warning === 'similarToCommon'
    ? COMMON_PASSWORD
    : WEAK_PASSWORD;
}
