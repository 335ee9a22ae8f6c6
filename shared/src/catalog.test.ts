import { describe, expect, it } from 'vitest';
import { REFERRAL_REWARD_RUPEES } from './business.ts';
import { extraCourses, registrationCourses } from './courses.ts';

describe('catalog', () => {
  it('offers the 13 registration courses of the specification', () => {
    expect(registrationCourses).toHaveLength(13);
    expect(new Set(registrationCourses).size).toBe(13);
  });

  it('offers the same list without Medical Coding and Data Entry as extra courses', () => {
    expect(extraCourses).toHaveLength(11);
    expect([...extraCourses]).toEqual(
      registrationCourses.filter(
        (c) => c !== 'Medical Coding using Optum360 EncoderPro' && c !== 'Data Entry using Microsoft and Docparser',
      ),
    );
  });

  it('pays 70 rupees per validated referral', () => {
    expect(REFERRAL_REWARD_RUPEES).toBe(70);
  });
});
