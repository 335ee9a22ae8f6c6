/**
 * The server's time now, as this page can know it without trusting the phone's clock: the server's
 * `serverNow` when the attempt came, plus the time passed since on the page's monotonic clock
 * (performance.now, which a phone's clock being wrong, or set while the test runs, does not move).
 * Late by the answer's time on the network at most: the server's grace covers that.
 */
export function serverClock(serverNow: string): () => number {
  const server = Date.parse(serverNow);
  const here = performance.now();
  return () => server + (performance.now() - here);
}

/** The moments screen readers are told how much time is left. */
const ANNOUNCED_MINUTES = [5, 1] as const;

/**
 * Where the time left stands: 'over' at zero; else the smallest announced minute it has reached
 * (5 at five minutes left and under, 1 at one minute and under), else null.
 */
export function stageOf(msLeft: number): 'over' | (typeof ANNOUNCED_MINUTES)[number] | null {
  if (msLeft <= 0) return 'over';
  let reached: (typeof ANNOUNCED_MINUTES)[number] | null = null;
  for (const m of ANNOUNCED_MINUTES) if (msLeft <= m * 60_000) reached = m;
  return reached;
}

/** The time left as the countdown shows it, rounded up to the second: 'm:ss', or 'h:mm:ss' from an hour. */
export function clockText(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
