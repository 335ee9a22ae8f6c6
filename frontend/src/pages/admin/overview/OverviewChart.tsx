import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
// uPlot's own rules as a normal stylesheet (the CSP allows no <style> element); the positions and
// sizes it sets later are CSSOM property sets from script, which style-src does not govern.
import 'uplot/dist/uPlot.min.css';
import './OverviewChart.css';

export interface ChartSeries {
  label: string;
  values: number[];
}

const HEIGHT = 220;
/** Each series' line: solid, dashed, dotted, dash-dot, so colour is never the only cue. */
const DASHES: number[][] = [[], [8, 4], [2, 4], [10, 4, 2, 4]];
/** Tick steps of whole units (counts and rupees are never fractions). */
const WHOLE_STEPS = Array.from({ length: 10 }, (_, k) => [1, 2, 5].map((m) => m * 10 ** k)).flat();

/** Charts need a canvas and a ResizeObserver; without them (jsdom) the table beside the chart says it all. */
const canDraw = () => typeof ResizeObserver === 'function' && !!document.createElement('canvas').getContext?.('2d');

/** The chart's colours, read from the page's custom properties (OverviewChart.css: Okabe–Ito, light and dark). */
function colours() {
  const css = getComputedStyle(document.documentElement);
  const read = (name: string) => css.getPropertyValue(name).trim();
  return {
    series: [1, 2, 3, 4].map((i) => read(`--chart-${i}`)),
    axis: read('--chart-axis'),
    grid: read('--chart-grid'),
    bg: read('--chart-bg'),
  };
}

function options(width: number, labels: string[], series: ChartSeries[], format: (n: number) => string): uPlot.Options {
  const c = colours();
  const axis = { stroke: c.axis, grid: { stroke: c.grid, width: 1 }, ticks: { stroke: c.grid, width: 1 } };
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: () => [0, Math.max(1, labels.length - 1)] },
      y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
    },
    axes: [
      { ...axis, incrs: [1, 2, 3, 7, 14, 30], space: 48, values: (_u, splits) => splits.map((i) => labels[i] ?? '') },
      { ...axis, incrs: WHOLE_STEPS, size: 64, values: (_u, splits) => splits.map(format) },
    ],
    series: [
      {},
      ...series.map((s, i) => {
        const stroke = c.series[i % c.series.length]!;
        // Filled and hollow markers alternate, a second cue beside the dashes (up to a month of days: past
        // that they would touch one another on a phone, and the dashes alone tell the lines apart).
        const points = { show: labels.length <= 31, size: 6, width: 2, stroke, fill: i % 2 ? c.bg : stroke };
        return { label: s.label, stroke, width: 2, dash: DASHES[i % DASHES.length], points };
      }),
    ],
  };
}

/**
 * A line chart of one figure, drawn by uPlot (loaded here only, on first use: its chunk is fetched by
 * the admin overview alone). Decoration for sighted readers: the canvas is hidden from screen readers,
 * who read the figure's table. It fills its container's width and follows it; it is drawn again when
 * the theme changes, with the new colours.
 */
export function OverviewChart({
  labels,
  series,
  format,
}: {
  labels: string[];
  series: ChartSeries[];
  format: (n: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || !canDraw()) return;
    let plot: uPlot | null = null;
    let gone = false;
    const observers: { disconnect(): void }[] = [];
    void import('uplot').then(({ default: UPlot }) => {
      if (gone) return;
      const draw = () => {
        plot?.destroy();
        plot = new UPlot(
          options(el.clientWidth, labels, series, format),
          [labels.map((_, i) => i), ...series.map((s) => s.values)],
          el,
        );
      };
      draw();
      setDrawn(true);
      const resize = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height: HEIGHT }));
      resize.observe(el);
      const theme = new MutationObserver(draw);
      theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
      observers.push(resize, theme);
    });
    return () => {
      gone = true;
      observers.forEach((o) => o.disconnect());
      plot?.destroy();
    };
  }, [labels, series, format]);
  return (
    <div aria-hidden="true" className="overview-chart">
      <div ref={box} className="overview-chart__plot" data-drawn={drawn} />
      <ul className="overview-chart__key">
        {series.map((s, i) => (
          <li key={s.label}>
            <svg
              width="36"
              height="12"
              viewBox="0 0 36 12"
              className={`overview-chart__swatch overview-chart__swatch--${(i % 4) + 1}`}
            >
              <line
                x1="1"
                y1="6"
                x2="35"
                y2="6"
                strokeWidth="2"
                strokeDasharray={DASHES[i % DASHES.length]!.join(' ') || undefined}
              />
              <circle cx="18" cy="6" r="3.5" strokeWidth="2" className={i % 2 ? 'is-hollow' : undefined} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
