/**
 * The fonts a PDF embeds, by name without the subset tag ('Roboto-Regular', 'NotoSansTamil-Bold'):
 * each font descriptor that carries its font file, as `pdffonts` lists them with 'emb yes'. pdfkit
 * writes descriptors as plain dictionaries (only streams are compressed), so reading them needs no tool.
 */
export function embeddedFonts(pdf: Buffer | Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const names = new Set<string>();
  for (const [, dict] of raw.matchAll(/\/Type\s*\/FontDescriptor([\s\S]*?)>>/g)) {
    const name = /\/FontName\s*\/(?:[A-Z]{6}\+)?([^\s/>]+)/.exec(dict!)?.[1];
    if (name && /\/FontFile[23]?\s+\d+\s+\d+\s+R/.test(dict!)) names.add(name);
  }
  return [...names].sort();
}
