import { describe, expect, it } from 'vitest';
import { readAiken } from './aiken-read.ts';
import { giftText } from './gift-write.ts';
import { readGift } from './gift-read.ts';
import { importText } from './prepare-import.ts';

const codes = (errors: { line: number; code: string }[]) => errors.map(({ line, code }) => `${line} ${code}`);

describe('readGift', () => {
  it("keeps the file's line numbers through a byte order mark, CRLF line ends, comments and categories", () => {
    const text = importText(
      Buffer.from(
        '\uFEFF// exported by Moodle\r\n$CATEGORY: $course$/top/Default for HTML\r\n\r\n// [tag:forms] [id:42]\r\n::F-1:: q {=a ~b}\r\n\r\n::F-2:: q {~a ~b}\r\n',
      ),
    );
    const read = readGift(text);
    expect(read.questions).toEqual([
      {
        line: 5,
        name: 'F-1',
        category: 'Default for HTML',
        text: 'q',
        options: ['a', 'b'],
        answer: 0,
        explanation: '',
        tags: ['forms'],
        exportId: 42,
      },
    ]);
    expect(codes(read.errors)).toEqual(['7 questionImportNoAnswer']);
  });

  it('takes =%100% and ~%0% as plain marks; refuses other weights, option feedback and several right options', () => {
    const read = readGift(
      [
        '::P-1:: q {=%100%a ~%0%b}',
        '',
        '::W-1:: q {=%50%a =%50%b ~c}',
        '',
        '::FB-1:: q {=a #right ~b #wrong}',
        '',
        '::M-1:: q {=a =b ~c}',
        '',
        '::E-1:: Fill in {=a ~b} the gap.',
      ].join('\n'),
    );
    expect(read.questions.map((q) => q.name)).toEqual(['P-1']);
    expect(codes(read.errors)).toEqual([
      '3 questionImportWeights',
      '5 questionImportOptionFeedback',
      '7 questionImportManyAnswers',
      '9 questionImportMissingWord',
    ]);
  });

  it('reads back what giftText writes, whatever the text holds', () => {
    const texts = ['a: b = c # d {e} ~ f \\ g', 'line one\n  indented <div> & </div>', 'தமிழ்: கேள்வி {1}'];
    for (const t of texts) {
      const read = readGift(`::X-1::[html]${giftText(t)} {=${giftText(t)} ~x}`);
      expect(read.errors).toEqual([]);
      expect(read.questions[0]).toMatchObject({ text: t, options: [t, 'x'] });
    }
  });
});

describe('readAiken', () => {
  it('reads options lettered A) or A., a question over two lines, and questions without blank lines between them', () => {
    const read = readAiken('What is\nthis?\nA. one\nB) two\nANSWER: B\nNext?\nA) x\nB) y\nANSWER:A');
    expect(read.errors).toEqual([]);
    expect(read.questions.map(({ line, text, options, answer }) => ({ line, text, options, answer }))).toEqual([
      { line: 1, text: 'What is\nthis?', options: ['one', 'two'], answer: 1 },
      { line: 6, text: 'Next?', options: ['x', 'y'], answer: 0 },
    ]);
  });
});

describe('importText', () => {
  it('refuses bytes that are not UTF-8 and the control characters of a binary file, keeps tabs and form feeds', () => {
    expect(() => importText(Buffer.from([0xff, 0xfe, 0x41]))).toThrow(/UTF-8/);
    expect(() => importText(Buffer.from('a\u0001b'))).toThrow(/UTF-8/);
    expect(importText(Buffer.from('a\tb\fc'))).toBe('a\tb\fc');
  });
});
