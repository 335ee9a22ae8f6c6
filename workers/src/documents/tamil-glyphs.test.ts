import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../i18n/catalogue.ts';

/**
 * A Tamil word the embedded font cannot draw is a row of boxes on the intern's certificate. The PDF
 * gives every Tamil run to Noto Sans Tamil (documents split text by script), laid out by fontkit as
 * pdfkit does: no glyph of any Tamil run of the workers' catalogue may be the font's missing glyph.
 */
const font = (weight: 'Regular' | 'Bold') =>
  create(readFileSync(new URL(`../../assets/fonts/NotoSansTamil-${weight}.ttf`, import.meta.url))) as Font;

function boxes(face: Font, texts: string[]): string[] {
  return texts
    .flatMap((text) => [...text.matchAll(/[\u0B80-\u0BFF\u200C\u200D]+/g)].map((m) => m[0]))
    .filter((run) => face.layout(run).glyphs.some((g) => g.id === 0));
}

describe('Tamil in the documents and mails', () => {
  const tamil = Object.values(catalogueMessages('ta'));

  it('has a glyph for every Tamil letter and vowel sign, in both weights', () => {
    expect(tamil.join('').match(/[\u0B80-\u0BFF]/g)?.length).toBeGreaterThan(1000);
    expect(boxes(font('Regular'), tamil)).toEqual([]);
    expect(boxes(font('Bold'), tamil)).toEqual([]);
  });

  it('would see a box: a letter outside the font (a Devanagari word) gives the missing glyph', () => {
    expect(
      font('Regular')
        .layout('नमस्ते')
        .glyphs.some((g) => g.id === 0),
    ).toBe(true);
  });
});
