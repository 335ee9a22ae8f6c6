import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { adoptKeptAnswers, keepAnswer, keptAnswers } from './pending-answers.ts';

const A = 'AAAAAAAAAAAAAAAAAAAAAA';
const B = 'BBBBBBBBBBBBBBBBBBBBBB';

describe("the answers kept on the phone are one sign-in's", () => {
  it('keeps them for the same sign-in, and forgets them for another one or for none', async () => {
    await adoptKeptAnswers(A);
    await keepAnswer(1, 7, 3, 2);
    await adoptKeptAnswers(A);
    expect(await keptAnswers(1, 7)).toEqual(new Map([[3, 2]]));

    await adoptKeptAnswers(B);
    expect(await keptAnswers(1, 7)).toEqual(new Map());

    await keepAnswer(1, 8, 1, 0);
    await adoptKeptAnswers(null);
    expect(await keptAnswers(1, 8)).toEqual(new Map());
    // And a sign-in after none finds nothing left either.
    await adoptKeptAnswers(B);
    expect(await keptAnswers(1, 8)).toEqual(new Map());
  });
});
