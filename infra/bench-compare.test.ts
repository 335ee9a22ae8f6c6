import { describe, expect, it } from 'vitest';
import { bestOf, compare, report, trustWarnings } from '../bench/compare.ts';
import { latencyNumbers, numbersFromText } from '../bench/figures.ts';
import type { MachineState } from '../bench/machine.ts';
import type { FigureResult, ResultFile } from '../bench/results.ts';

const quiet: MachineState = { cores: 2, loadAverage: [0.2, 0.3, 0.4], calibrationMs: 70 };

function figure(id: string, numbers: FigureResult['numbers']): FigureResult {
  return { id, bench: 'api', figure: id, goal: '', met: true, value: '', command: '', numbers, numbersFrom: 'bench' };
}

function run(
  figures: FigureResult[],
  machine: Partial<{ before: MachineState; after: MachineState }> = {},
): ResultFile {
  return {
    kind: 'short',
    date: '2026-11-29T07:00:00Z',
    commit: 'abc',
    dirty: false,
    machineBefore: machine.before ?? quiet,
    machineAfter: machine.after ?? quiet,
    figures,
  };
}

describe('comparing a run with the baseline', () => {
  const baseline = run([
    figure('api.admin-list.first-page', latencyNumbers({ median: 40, p95: 60, p99: 90 }, 1200)),
    figure('api.me', latencyNumbers({ median: 6, p95: 12, p99: 20 }, 1400)),
  ]);

  it('reports a latency that grew by more than 30 % as worse, and fails the run', () => {
    const c = compare(
      baseline,
      run([
        figure('api.admin-list.first-page', latencyNumbers({ median: 60, p95: 70, p99: 95 }, 1150)),
        baseline.figures[1]!,
      ]),
    );
    expect(c.moves).toEqual([
      expect.objectContaining({
        id: 'api.admin-list.first-page',
        number: 'p50',
        baseline: 40,
        now: 60,
        verdict: 'worse',
      }),
    ]);
    expect(c.moves[0]!.change).toBeCloseTo(0.5);
    expect(c.worse).toBe(true);
    expect(report(c, []).join('\n')).toContain('WORSE  api.admin-list.first-page p50: 40 -> 60 ms (+50 %)');
  });

  it('respects direction: fewer requests a second is worse, a shorter latency is better', () => {
    const c = compare(
      baseline,
      run([
        figure('api.admin-list.first-page', latencyNumbers({ median: 20, p95: 60, p99: 90 }, 1200)),
        figure('api.me', latencyNumbers({ median: 6, p95: 12, p99: 20 }, 700)),
      ]),
    );
    expect(c.moves.map((m) => [m.id, m.number, m.verdict])).toEqual([
      ['api.admin-list.first-page', 'p50', 'better'],
      ['api.me', 'rate', 'worse'],
    ]);
    expect(c.worse).toBe(true);
  });

  it('passes when every figure only improved', () => {
    const c = compare(
      baseline,
      run([
        figure('api.admin-list.first-page', latencyNumbers({ median: 20, p95: 30, p99: 40 }, 2400)),
        baseline.figures[1]!,
      ]),
    );
    expect(c.moves.length).toBe(3);
    expect(c.moves.every((m) => m.verdict === 'better')).toBe(true);
    expect(c.worse).toBe(false);
  });

  it('ignores moves within 30 %, moves under a millisecond, and p99 (too few samples in a short run)', () => {
    const small = run([figure('tiny', latencyNumbers({ median: 1, p95: 2 }))]);
    const c = compare(
      run([...baseline.figures, ...small.figures]),
      run([
        figure('api.admin-list.first-page', latencyNumbers({ median: 50, p95: 75, p99: 300 }, 1000)),
        baseline.figures[1]!,
        figure('tiny', latencyNumbers({ median: 1.8, p95: 2.4 })),
      ]),
    );
    expect(c.moves).toEqual([]);
    expect(c.worse).toBe(false);
  });

  it('names figures the baseline has and the run lacks, and new ones, without failing for them', () => {
    const c = compare(
      baseline,
      run([baseline.figures[1]!, figure('relay.commit-to-active', latencyNumbers({ median: 10, p95: 20 }))]),
    );
    expect(c.missing).toEqual(['api.admin-list.first-page']);
    expect(c.added).toEqual(['relay.commit-to-active']);
    expect(c.worse).toBe(false);
  });
});

describe('whether the machine was quiet enough to trust the comparison', () => {
  it('says nothing for a quiet machine whose CPU matches the baseline', () => {
    expect(trustWarnings(run([]), run([]))).toEqual([]);
  });

  it('warns when the load average before the run exceeds half the cores', () => {
    const busy = { ...quiet, loadAverage: [3.1, 2.5, 1.2] as [number, number, number] };
    const warnings = trustWarnings(run([], { before: busy }), run([]));
    expect(warnings).toEqual(['the machine was busy before the run (load average 3.1, 2.5, 1.2 on 2 cores)']);
    expect(report(compare(run([]), run([])), warnings).join('\n')).toContain(
      'WARNING: this comparison is not trustworthy',
    );
  });

  it('warns when the CPU calibration changed during the run or differs from the baseline', () => {
    const slow = { ...quiet, calibrationMs: 100 };
    expect(trustWarnings(run([], { after: slow }))).toEqual([
      'the CPU calibration changed during the run (70 ms before, 100 ms after)',
    ]);
    expect(trustWarnings(run([], { before: slow, after: slow }), run([]))).toEqual([
      "the CPU calibration differs from the baseline's (100 ms now, 70 ms then): another machine, or the CPU is shared",
    ]);
  });

  it('warns when the baseline itself was measured on a busy machine', () => {
    const busy = { ...quiet, loadAverage: [1.5, 1, 1] as [number, number, number] };
    expect(trustWarnings(run([]), run([], { before: busy }))).toEqual([
      'the baseline itself was measured on a busy machine (load average 1.5, 1, 1 on 2 cores)',
    ]);
  });
});

describe('numbers read from a figure text that a benchmark gave none for', () => {
  it('reads percentiles in ms or s, rates and Lighthouse scores, the first of each, before any aside', () => {
    expect(numbersFromText('median 0.45 s, p95 0.46 s, max 0.47 s')).toEqual({
      p50: { value: 450, unit: 'ms', higherIsBetter: false },
      p95: { value: 460, unit: 'ms', higherIsBetter: false },
    });
    expect(numbersFromText('median 6.5 ms, p95 12.3 ms, p99 23.0 ms, 1,387 req/s (13,873 requests)').rate).toEqual({
      value: 1387,
      unit: 'req/s',
      higherIsBetter: true,
    });
    expect(numbersFromText('performance 95, accessibility 100; FCP 1.8 s').score).toEqual({
      value: 95,
      unit: 'points',
      higherIsBetter: true,
    });
    expect(numbersFromText('median 1 ms; the rollup median 9 ms').p50?.value).toBe(1);
    expect(numbersFromText('1.29 s: 10,000 payouts').time?.value).toBe(1290);
    expect(numbersFromText('32.8x (781.8 KiB / 23.8 KiB; raster median 248 ms)')).toEqual({});
  });
});

describe('several runs as one', () => {
  it('keeps the best of each number: the lowest latency, the highest rate', () => {
    const busy = { ...quiet, loadAverage: [3, 3, 3] as [number, number, number] };
    const merged = bestOf([
      run([figure('api.me', latencyNumbers({ median: 6, p95: 20, p99: 30 }, 900))], { before: busy }),
      run([figure('api.me', latencyNumbers({ median: 8, p95: 12, p99: 40 }, 1400))], { after: busy }),
    ]);
    expect(merged.runs).toBe(2);
    expect(merged.figures[0]!.numbers).toEqual(latencyNumbers({ median: 6, p95: 12, p99: 30 }, 1400));
    expect(merged.machineBefore).toBe(busy);
    expect(merged.machineAfter).toBe(busy);
  });

  it('warns when run and baseline are the best of different numbers of runs', () => {
    expect(trustWarnings({ ...run([]), runs: 1 }, { ...run([]), runs: 3 })).toEqual([
      'the baseline is the best of 3 run(s), this of 1: use the same --runs',
    ]);
  });
});
