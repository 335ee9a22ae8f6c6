import { messages } from 'shared/messages';
import { describe, expect, it } from 'vitest';
import { answerText } from './answer-text.ts';
import { activateLocale } from './catalogues.ts';

describe('answerText', () => {
  it("keeps the server's English exactly, with a code or without", async () => {
    await activateLocale('en');
    expect(answerText({ code: 'emailConfirmed', message: messages.emailConfirmed })).toBe(messages.emailConfirmed);
    expect(answerText({ message: 'Something only the server says.' })).toBe('Something only the server says.');
  });

  it('says a message in Tamil by its code, whatever its words; without a known code the words stay as sent', async () => {
    await activateLocale('ta');
    const tamil = answerText({ code: 'passwordChanged', message: 'whatever' });
    expect(tamil).toMatch(/[\u0B80-\u0BFF]/);
    expect(answerText({ code: 'passwordChanged', message: messages.passwordChanged })).toBe(tamil);
    // Words of a shared message without its code are not looked up: the code decides, never the words.
    expect(answerText({ message: messages.passwordChanged })).toBe(messages.passwordChanged);
    expect(answerText({ code: 'noSuchCode', message: 'Something only the server says.' })).toBe(
      'Something only the server says.',
    );
    expect(answerText({ code: null, message: 'Something only the server says.' })).toBe(
      'Something only the server says.',
    );
  });
});
