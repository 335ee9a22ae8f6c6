import { z } from 'zod';
import { testSizes } from '../business.ts';
import { messages } from '../messages.ts';
import { hasControlChars } from './fields.ts';
import type { QuizNumber } from './tests.ts';

/**
 * The question banks editors and admins keep (docs/QUESTION-BANKS.md): questions in English and Tamil,
 * each in a category, and the three tests as draw rules ("25 from category C"), a time limit and what
 * the review after Finish shows. A saved question is a new version; an attempt keeps the versions it
 * drew, so nothing changes under an intern who is taking a test. This file is the contract: what staff
 * may send (zod, each refusal the field's message) and what they and the interns read back.
 */

/** How many options a question may have: GIFT and Aiken allow any number; a phone screen shows six at most. */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;
/** A question's text, an option and an explanation: at most this many characters in each language. */
export const MAX_QUESTION_CHARS = 2000;
export const MAX_OPTION_CHARS = 500;
export const MAX_EXPLANATION_CHARS = 2000;
/** A time limit: at most 10 hours. */
export const MAX_TIME_LIMIT_MINUTES = 600;

/** A text in one language, trimmed, without control characters (a question may keep its line breaks). */
const text = (max: number, multiline: boolean) =>
  z
    .string({ error: messages.catalogueTextInvalid })
    .refine((s) => !hasControlChars(s, multiline), messages.catalogueTextInvalid)
    .transform((s) => s.trim())
    .pipe(z.string().max(max, messages.catalogueTextTooLong));

/**
 * A text in English and Tamil. Either may be empty, not both: a question written only in Tamil is a
 * question every intern gets in Tamil, one written only in English every intern gets in English. An
 * intern reading Tamil sees the Tamil text where there is one, the English otherwise (code stays code).
 */
const bilingual = (max: number, multiline = true) =>
  z
    .strictObject({ en: text(max, multiline), ta: text(max, multiline) })
    .refine((t) => t.en !== '' || t.ta !== '', messages.questionTextMissing);
/** An optional text in both languages (an explanation): both may be empty. */
const optionalBilingual = (max: number) => z.strictObject({ en: text(max, true), ta: text(max, true) });

export type Bilingual = { en: string; ta: string };

/** A category's name: what a draw rule names and GIFT's `$CATEGORY:` line carries. */
export const categorySchema = z
  .string({ error: messages.questionCategoryInvalid })
  .refine((s) => !hasControlChars(s), messages.questionCategoryInvalid)
  .transform((s) => s.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, messages.questionCategoryInvalid).max(80, messages.questionCategoryInvalid));

/**
 * A question's name: GIFT's `::T1-Q05::`, the key a second file (the other language) is matched by.
 * Letters, digits, '-', '_' and '.', 1..60; unique among all questions.
 */
export const questionNameSchema = z
  .string({ error: messages.questionNameInvalid })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/, messages.questionNameInvalid);

const tag = z
  .string({ error: messages.questionTagInvalid })
  .trim()
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}._-]{0,39}$/u, messages.questionTagInvalid);

/** One question as an editor writes it: the text, 2..6 options, which one is right, an explanation. */
export const questionContentSchema = z
  .strictObject(
    {
      name: questionNameSchema.nullable(),
      category: categorySchema,
      text: bilingual(MAX_QUESTION_CHARS),
      options: z
        .array(bilingual(MAX_OPTION_CHARS, false), { error: messages.questionOptionsCount })
        .min(MIN_OPTIONS, messages.questionOptionsCount)
        .max(MAX_OPTIONS, messages.questionOptionsCount),
      answer: z.number({ error: messages.questionAnswerInvalid }).int(messages.questionAnswerInvalid).min(0),
      explanation: optionalBilingual(MAX_EXPLANATION_CHARS),
      tags: z.array(tag, { error: messages.questionTagInvalid }).max(10, messages.questionTagInvalid),
    },
    { error: 'Unexpected field in the question.' },
  )
  .superRefine((q, ctx) => {
    if (q.answer >= q.options.length) {
      ctx.addIssue({ code: 'custom', path: ['answer'], message: messages.questionAnswerInvalid });
    }
    const seen = new Set<string>();
    q.options.forEach((o, i) => {
      const key = `${o.en.toLowerCase()}\u0000${o.ta}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['options', i], message: messages.questionOptionRepeated });
      seen.add(key);
    });
  });
export type QuestionContent = z.infer<typeof questionContentSchema>;

/** What the review after Finish shows: the score only; which answers were right; also the right answers and explanations. */
export const reviewModes = ['score', 'correctness', 'answers'] as const;
export type ReviewMode = (typeof reviewModes)[number];

/** One draw rule: `count` questions at random from `category`'s current questions. */
export const drawRuleSchema = z.strictObject({
  category: categorySchema,
  count: z
    .number({ error: messages.testRuleCountInvalid })
    .int(messages.testRuleCountInvalid)
    .min(1, messages.testRuleCountInvalid)
    .max(200, messages.testRuleCountInvalid),
});
export type DrawRule = z.infer<typeof drawRuleSchema>;

/**
 * A test's settings. The rules draw exactly the specification's number of questions for the test (25,
 * 30, 25: the certificate's mark is out of test 1's size); which categories, and how large each pool
 * is, is the editors' choice. No time limit by default (the specification has none).
 */
export const testSettingsSchema = (testNo: QuizNumber) =>
  z
    .strictObject(
      {
        rules: z.array(drawRuleSchema, { error: messages.testRulesSize }).min(1).max(10),
        timeLimitMinutes: z
          .number({ error: messages.testTimeLimitInvalid })
          .int(messages.testTimeLimitInvalid)
          .min(1, messages.testTimeLimitInvalid)
          .max(MAX_TIME_LIMIT_MINUTES, messages.testTimeLimitInvalid)
          .nullable(),
        review: z.enum(reviewModes, { error: messages.testReviewInvalid }),
      },
      { error: 'Unexpected field in the test settings.' },
    )
    .superRefine((s, ctx) => {
      if (s.rules.reduce((sum, r) => sum + r.count, 0) !== testSizes[testNo]) {
        ctx.addIssue({ code: 'custom', path: ['rules'], message: messages.testRulesSize });
      }
      const categories = s.rules.map((r) => r.category.toLowerCase());
      if (new Set(categories).size !== categories.length) {
        ctx.addIssue({ code: 'custom', path: ['rules'], message: messages.testRuleRepeated });
      }
    });
export type TestSettings = z.infer<ReturnType<typeof testSettingsSchema>>;

/** A question as staff read it: its current version, who last changed it and whether it is retired. */
export interface QuestionView extends QuestionContent {
  id: number;
  version: number;
  versionId: number;
  retired: boolean;
  updatedAt: string;
  /** How many attempts drew one of its versions: a question in use is versioned, never deleted. */
  drawn: number;
}

/** A category with how many current (not retired) questions it holds: a rule may draw at most that many. */
export interface CategoryView {
  name: string;
  questions: number;
}

/** A test's settings as staff read them, with each rule's pool size. */
export interface TestSettingsView extends TestSettings {
  testNo: QuizNumber;
  size: number;
  pools: Record<string, number>;
  updatedAt: string;
}

/** A text as an intern reads it: the English (or the Tamil where there is no English), and the Tamil rendering where any Tamil exists. */
export interface ShownQuestion {
  n: number;
  question: string;
  options: string[];
  /** The question in Tamil, each missing Tamil text in English; absent when the question has no Tamil at all. */
  ta?: { question: string; options: string[] };
}
