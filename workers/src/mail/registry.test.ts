import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { fanOut } from 'shared/fan-out';
import { missingProcessors, processors } from '../processors/index.ts';
import { mails } from './registry.ts';

const fanOutHandlers = new Set<string>(Object.values(fanOut).flatMap((specs) => specs.map((s) => s.handler)));

/** Each file of this folder with a mail as its default export, by file name. */
async function mailFiles(): Promise<Map<string, string>> {
  const names = (await readdir(import.meta.dirname))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.slice(0, -'.ts'.length));
  const files = new Map<string, string>();
  for (const name of names) {
    const mod = (await import(/* @vite-ignore */ `./${name}.ts`)) as {
      default?: { handler?: unknown; build?: unknown };
    };
    if (typeof mod.default?.handler === 'string' && typeof mod.default.build === 'function')
      files.set(name, mod.default.handler);
  }
  return files;
}

describe('a mail is one file', () => {
  it('has a processor for every handler of the fan-out table, and misses any one taken away', () => {
    expect(missingProcessors()).toEqual([]);
    for (const p of processors.filter((p) => fanOutHandlers.has(p.handler))) {
      expect(missingProcessors(processors.filter((q) => q !== p)), p.handler).toEqual([p.handler]);
    }
  });

  it('names each mail file for its handler, in the fan-out table and the registry, and has a file for each mail handler of the fan-out', async () => {
    const files = await mailFiles();
    expect(files.size).toBe(mails.length);
    for (const [file, handler] of files) {
      expect(`mail-${file}`, file).toBe(handler);
      expect(fanOutHandlers.has(handler), `${handler} in the fan-out`).toBe(true);
      expect(
        mails.map((m) => m.handler),
        `${handler} registered`,
      ).toContain(handler);
    }
    const mailHandlers = [...fanOutHandlers].filter((h) => h.startsWith('mail-') && h !== 'mail-resend');
    expect([...files.values()].sort()).toEqual(mailHandlers.sort());
  });
});
