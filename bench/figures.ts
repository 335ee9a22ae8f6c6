/**
 * Figures as numbers, for machines: each measured figure gets a stable id and its numbers (p50, p95,
 * p99, rate, score...), each with its unit and whether higher is better. docs/PERFORMANCE.md keeps the
 * text; bench/results/*.json and bench/baseline.json hold these.
 */

/** The kinds of number a figure may carry. `time` and `size` are a figure's single leading value. */
export type NumberName = 'p50' | 'p95' | 'p99' | 'rate' | 'score' | 'share' | 'time' | 'size';

export interface Measure {
  value: number;
  unit: string;
  higherIsBetter: boolean;
}

export type Numbers = Partial<Record<NumberName, Measure>>;

const ms = (value: number): Measure => ({ value: round(value), unit: 'ms', higherIsBetter: false });

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Latency percentiles in milliseconds and, when given, a rate (requests or events a second). */
export function latencyNumbers(
  s: { median: number; p95: number; p99?: number },
  perSecond?: number,
  rateUnit = 'req/s',
): Numbers {
  const n: Numbers = { p50: ms(s.median), p95: ms(s.p95) };
  if (s.p99 !== undefined) n.p99 = ms(s.p99);
  if (perSecond !== undefined) n.rate = { value: round(perSecond), unit: rateUnit, higherIsBetter: true };
  return n;
}

export function rateNumbers(perSecond: number, unit: string): Numbers {
  return { rate: { value: round(perSecond), unit, higherIsBetter: true } };
}

const num = (text: string) => Number(text.replace(/,/g, ''));
const toMs = (value: string, unit: string) => num(value) * (unit === 's' ? 1000 : 1);

/**
 * Numbers read from a figure's text, for benchmarks that give none of their own: the first
 * "median / p95 / p99 N ms|s", "N req/s|events/s", "performance N" (Lighthouse) and "N%", and a
 * bare leading duration or size. Only the text before the first "(" or ";", and the first of each
 * kind: what follows describes something else (a raster's median beside a size ratio, a second query).
 */
export function numbersFromText(text: string): Numbers {
  const value = text.split(/[(;]/)[0]!;
  const n: Numbers = {};
  const pick = (name: NumberName, re: RegExp) => {
    const m = re.exec(value);
    if (m) n[name] = ms(toMs(m[1]!, m[2]!));
  };
  pick('p50', /\bmedian (\d[\d,]*(?:\.\d+)?) ?(ms|s)\b/);
  pick('p95', /\bp95 (\d[\d,]*(?:\.\d+)?) ?(ms|s)\b/);
  pick('p99', /\bp99 (\d[\d,]*(?:\.\d+)?) ?(ms|s)\b/);
  const rate = /(\d[\d,]*(?:\.\d+)?) ((?:req|events)\/s)\b/.exec(value);
  if (rate) n.rate = { value: num(rate[1]!), unit: rate[2]!, higherIsBetter: true };
  const score = /\bperformance (\d+)\b/.exec(value);
  if (score) n.score = { value: num(score[1]!), unit: 'points', higherIsBetter: true };
  const share = /^(\d+(?:\.\d+)?)%/.exec(value);
  if (share) n.share = { value: num(share[1]!), unit: '%', higherIsBetter: true };
  const time = /^(\d[\d,]*(?:\.\d+)?) ?(ms|s)\b/.exec(value);
  if (time) n.time = ms(toMs(time[1]!, time[2]!));
  const size = /^(\d[\d,]*(?:\.\d+)?) ?(KB|KiB|MB|MiB)\b/.exec(value);
  if (size) n.size = { value: num(size[1]!), unit: size[2]!, higherIsBetter: false };
  return n;
}

/**
 * An id for a figure whose benchmark gives none: the benchmark's name and its label without numbers
 * (which change with the data's size), e.g. `metrics.get-metrics-whole-scrape-same-data-kb-of-text`.
 */
export function idFromLabel(bench: string, figure: string): string {
  const slug = figure
    .toLowerCase()
    .replace(/[\d,.]+/g, ' ')
    .replace(/[^a-z]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${bench}.${slug}`;
}
