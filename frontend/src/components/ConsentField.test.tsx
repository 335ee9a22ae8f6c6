import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from 'shared/api/envelope';
import { consentMessages } from 'shared/privacy';
import { ApiError } from '../api/client.ts';
import { useConsent } from './ConsentField.tsx';

const refusal = (code: ErrorCode, message: string) =>
  new ApiError(400, message, code, { success: false, error: 'validation_error', code, message });

/** A ticked box, then the server's refusal. */
function refusedWith(err: unknown) {
  const { result } = renderHook(() => useConsent());
  act(() => result.current.setChecked(true));
  let refused = false;
  act(() => {
    refused = result.current.refused(err);
  });
  return { refused, consent: result.current };
}

describe("useConsent: the server's refusal, by its code", () => {
  // The code decides the words (the page's language's, from the catalogue), as for every shared message.
  it('an outdated notice: shown at the box in the words of its code, and the tick no longer counts', () => {
    const { refused, consent } = refusedWith(refusal('consentOutdated', 'The notice is new: read it again.'));
    expect(refused).toBe(true);
    expect(consent.error).toBe(consentMessages.outdated);
    expect(consent.checked).toBe(false);
  });

  it('a missing consent: shown at the box, the box as it was', () => {
    const { refused, consent } = refusedWith(refusal('consentRequired', 'Tick the box, please.'));
    expect(refused).toBe(true);
    expect(consent.error).toBe(consentMessages.required);
    expect(consent.checked).toBe(true);
  });

  it("another refusal is the form's, even in the consent's words", () => {
    const { refused, consent } = refusedWith(refusal('validation_error', consentMessages.outdated));
    expect(refused).toBe(false);
    expect(consent.error).toBeNull();
    expect(consent.checked).toBe(true);
  });
});
