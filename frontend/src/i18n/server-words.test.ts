// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- a test (never bundled) holds the site's copy of these words to the server's
import { COMMON_PASSWORD, WEAK_PASSWORD } from 'shared/api/password-strength';
import { messages } from 'shared/messages';
import { describe, expect, it } from 'vitest';
import { activateLocale } from './catalogues.ts';
import { serverWords } from './server-words.ts';

describe('serverWords', () => {
  it("keeps the server's English exactly, known or not", async () => {
    await activateLocale('en');
    expect(serverWords(COMMON_PASSWORD)).toBe(COMMON_PASSWORD);
    expect(serverWords(WEAK_PASSWORD)).toBe(WEAK_PASSWORD);
    expect(serverWords(messages.emailConfirmed)).toBe(messages.emailConfirmed);
    expect(serverWords('Something only the server says.')).toBe('Something only the server says.');
  });

  it('says the shared messages (by their words) and the password refusals in Tamil; unknown words stay as sent', async () => {
    await activateLocale('ta');
    expect(serverWords(COMMON_PASSWORD)).toBe('இந்தக் கடவுச்சொல் மிகப் பொதுவான கடவுச்சொற்களில் ஒன்று. வேறொன்றைத் தேர்ந்தெடுங்கள்.');
    expect(serverWords(WEAK_PASSWORD)).toMatch(/^இந்தக் கடவுச்சொல்லை ஊகிப்பது மிக எளிது/);
    expect(serverWords(messages.fieldsMissing)).not.toBe(messages.fieldsMissing);
    expect(serverWords('Something only the server says.')).toBe('Something only the server says.');
  });
});
