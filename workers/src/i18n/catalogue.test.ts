import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { documentTitles, type DocumentKind } from 'shared/documents';
import { rejectionReasons, type RejectionReason } from 'shared/payments';
import { documentTitle } from '../mail/reissued-documents.ts';
import { rejectionText } from '../mail/payment-rejected.ts';
import { catalogueMessages, i18nFor } from './catalogue.ts';

/** The placeholders ({name}) a compiled message uses, and its tags (<0>...</0>), sorted. */
function shape(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      names.add(`{${token[0]}}`);
      const choices = token[2];
      if (choices && typeof choices === 'object')
        for (const [key, value] of Object.entries(choices))
          if (key !== 'offset' && Array.isArray(value)) walk(value as CompiledMessage);
    }
  };
  walk(compileMessageOrThrow(text));
  for (const tag of text.match(/<\/?\d+>/g) ?? []) names.add(tag);
  return [...names].sort();
}

// The site's build fails on a missing or broken Tamil message of its catalogue; this is the same
// guard for the workers' (mails and documents), which no bundler compiles.
describe("the workers' catalogues", () => {
  const english = catalogueMessages('en');
  const tamil = catalogueMessages('ta');

  it('has every English message in Tamil, as valid ICU with the same placeholders and tags', () => {
    const ids = Object.keys(english);
    expect(ids.length).toBeGreaterThan(100);
    const missing = ids.filter((id) => !tamil[id]?.trim());
    expect(missing).toEqual([]);
    const broken = ids.flatMap((id) => {
      try {
        compileMessageOrThrow(tamil[id]!);
        return [];
      } catch (err) {
        return [`${id}: ${(err as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
    const reshaped = ids.filter((id) => shape(tamil[id]!).join(' ') !== shape(english[id]!).join(' '));
    expect(reshaped).toEqual([]);
  });

  it('writes Tamil in Tamil letters, and English as the specification words it', () => {
    const ta = i18nFor('ta');
    const en = i18nFor('en');
    expect(ta._('mail.hello', { name: 'Kavya' })).toBe('வணக்கம் Kavya,');
    expect(en._('mail.hello', { name: 'Kavya' })).toBe('Hello Kavya,');
    // The English of the reasons and document names is shared/'s own, word for word.
    for (const reason of Object.keys(rejectionReasons) as RejectionReason[]) {
      expect(rejectionText(en, reason, null)).toBe(rejectionReasons[reason]);
      expect(rejectionText(ta, reason, null)).toMatch(/[\u0B80-\u0BFF]/u);
    }
    expect(rejectionText(ta, 'other', 'Paid to the wrong UPI id')).toBe('Paid to the wrong UPI id');
    for (const kind of Object.keys(documentTitles) as DocumentKind[])
      expect(documentTitle(en, kind)).toBe(documentTitles[kind]);
  });
});
