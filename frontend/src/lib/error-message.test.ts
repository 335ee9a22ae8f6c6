import { messages } from 'shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api/client.ts';
import { activateLocale } from '../i18n/catalogues.ts';
import { errorMessage, refusalStatus, refusedField } from './error-message.ts';

const refused = (status: number, message = 'Please enter a real date.', body: unknown = {}) =>
  new ApiError(status, message, 'validation_error', body);

describe('errorMessage', () => {
  it("shows the server's message, framed when the screen frames it", () => {
    expect(errorMessage(refused(400))).toBe('Please enter a real date.');
    expect(errorMessage(refused(409, 'Already validated.'), { server: (m) => `Validation failed: ${m}` })).toBe(
      'Validation failed: Already validated.',
    );
  });

  it("puts a screen's own words for a status before the server's", () => {
    expect(errorMessage(refused(409, 'Conflict'), { status: { 409: 'Mail already exists' } })).toBe(
      'Mail already exists',
    );
  });

  it('keeps the server quiet for the statuses a screen does not show', () => {
    const words = { showServer: (s: number) => s < 500, other: 'Something went wrong on our side.' };
    expect(errorMessage(refused(503, 'upstream timed out'), words)).toBe('Something went wrong on our side.');
    expect(errorMessage(refused(404, 'No such link.'), words)).toBe('No such link.');
  });

  it('words no answer and anything else, never with the error text', () => {
    const offline = new NetworkError('Failed to fetch');
    expect(errorMessage(offline)).toBe('We could not reach the server. Please check your connection.');
    expect(errorMessage(offline, { network: 'Network error. Please try again.' })).toBe(
      'Network error. Please try again.',
    );
    expect(errorMessage(offline, { network: (e) => `Error: ${e.message}` })).toBe('Error: Failed to fetch');
    expect(errorMessage(new TypeError('x is undefined'))).toBe('Something went wrong. Please try again.');
  });

  it("says a new password's refusal by its code: the English exactly, the Tamil of the catalogue", async () => {
    const common = new ApiError(400, messages.commonPassword, 'commonPassword', { field: 'newPassword' });
    const weak = new ApiError(400, messages.weakPassword, 'weakPassword', { field: 'newPassword' });
    await activateLocale('en');
    expect([errorMessage(common), errorMessage(weak)]).toEqual([messages.commonPassword, messages.weakPassword]);
    await activateLocale('ta');
    expect(errorMessage(common)).toBe('இந்தக் கடவுச்சொல் மிகப் பொதுவான கடவுச்சொற்களில் ஒன்று. வேறொன்றைத் தேர்ந்தெடுங்கள்.');
    expect(errorMessage(weak)).toMatch(/^இந்தக் கடவுச்சொல்லை எளிதில் ஊகிக்க முடியும்/);
    await activateLocale('en');
  });

  it("says a refusal worded from a field's label by its code and values: the server's English as sent, the Tamil with the limit", async () => {
    const long = new ApiError(400, 'Your name is too long (at most 100 characters).', 'textTooLong', {
      field: 'name',
      values: { label: 'your name', max: 100 },
    });
    await activateLocale('en');
    expect(errorMessage(long)).toBe('Your name is too long (at most 100 characters).');
    await activateLocale('ta');
    expect(errorMessage(long)).toBe('இது மிக நீளமாக உள்ளது (அதிகபட்சம் 100 எழுத்துகள்).');
    // Values that do not fit the code: the server's words, as sent.
    expect(errorMessage(new ApiError(400, 'Your name is too long.', 'textTooLong', { values: { max: 'many' } }))).toBe(
      'Your name is too long.',
    );
    await activateLocale('en');
  });

  it('tells a refusal status and the field it names', () => {
    expect(refusalStatus(refused(401))).toBe(401);
    expect(refusalStatus(new NetworkError('down'))).toBeUndefined();
    expect(refusedField(refused(400, 'Too common.', { field: 'newPassword' }))).toBe('newPassword');
    expect(refusedField(refused(400))).toBeUndefined();
  });
});
