import { describe, expect, it } from 'vitest';
import { itemFlags } from './question-stats.ts';

describe('itemFlags', () => {
  it('flags a facility over 0.95 or under 0.2 and a negative discrimination, not the bounds themselves', () => {
    const judged = (facility: number, discrimination: number | null = 0.3) =>
      itemFlags({ attempts: 20, facility, discrimination });
    expect(judged(0.96)).toEqual(['tooEasy']);
    expect(judged(0.95)).toEqual([]);
    expect(judged(0.2)).toEqual([]);
    expect(judged(0.19)).toEqual(['tooHard']);
    expect(judged(0.1, -0.01)).toEqual(['tooHard', 'negativeDiscrimination']);
    expect(judged(0.5, 0)).toEqual([]);
    expect(judged(1, null)).toEqual(['tooEasy']);
  });

  it('judges nothing under 20 attempts: too few is its only flag', () => {
    expect(itemFlags({ attempts: 19, facility: 1, discrimination: -0.5 })).toEqual(['fewAttempts']);
    expect(itemFlags({ attempts: 20, facility: 1, discrimination: -0.5 })).toEqual([
      'tooEasy',
      'negativeDiscrimination',
    ]);
  });
});
