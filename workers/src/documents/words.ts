import type { MessageDescriptor } from '@lingui/core';
import type { Content } from 'pdfmake/interfaces.js';
import type { I18n } from '../i18n/catalogue.ts';
import { scriptRuns } from './pdf.ts';

type Style = Record<string, unknown>;

// Private-use marks stand for the values while the message is split: a value (a name someone typed)
// is never read as one of the message's tags.
const mark = (index: number) => `\uE000${index}\uE001`;
const tag = /<(\d+)>(.*?)<\/\1>/gsu;

/**
 * One of a document's sentences in the reader's language, as pdfmake runs: `<0>...</0>` parts of the
 * message take `tags[0]`'s style (bold), every value stays as given, and each run is split by script
 * (scriptRuns) so Tamil letters use Noto Sans Tamil and the rest Roboto. Its values are plain
 * placeholders ({name}), never plural or select arguments: each stands in the message as a mark.
 */
export function sentence(i18n: I18n, descriptor: MessageDescriptor, tags: Style[] = [], style: Style = {}): Content {
  const values = Object.entries(descriptor.values ?? {});
  const marked = Object.fromEntries(values.map(([name], i) => [name, mark(i)]));
  const text = i18n._({ ...descriptor, values: marked });
  const runs: ReturnType<typeof scriptRuns> = [];
  const push = (part: string, partStyle: Style) => {
    let at = 0;
    for (const m of part.matchAll(/\uE000(\d+)\uE001/gu)) {
      if (m.index > at) runs.push(...scriptRuns(part.slice(at, m.index), partStyle));
      runs.push(...scriptRuns(String(values[Number(m[1])]![1] ?? ''), partStyle));
      at = m.index + m[0].length;
    }
    if (at < part.length) runs.push(...scriptRuns(part.slice(at), partStyle));
  };
  let at = 0;
  for (const m of text.matchAll(tag)) {
    if (m.index > at) push(text.slice(at, m.index), {});
    push(m[2]!, tags[Number(m[1])] ?? {});
    at = m.index + m[0].length;
  }
  if (at < text.length) push(text.slice(at), {});
  return { text: runs, ...style } as Content;
}
