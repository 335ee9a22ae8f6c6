import { describe, expect, it } from 'vitest';
import type { CourseContent, Fee } from 'shared/api/catalogue';
import { CatalogueStore, SHOWN_FEE_HONOURED_MS } from './store.ts';

/** The rule of the fee a registration keeps (`feeKept`): pure over a course's fee history, no database. */
const now = new Date('2026-12-14T06:30:00Z'); // 12:00 in India
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const fee = (from: string, registration: number, extra: number[] = [200, 350]): Fee => ({
  from,
  registration,
  struck: 799,
  extra,
});
const course = (fees: Fee[]) => ({ fees }) as CourseContent;
const store = new CatalogueStore(undefined as never, () => now);
const kept = (fees: Fee[], kind: 'registration' | 'extra-course', shown: number | undefined) =>
  store.feeKept(course(fees), kind, shown);

describe('the fee a registration or an extra course keeps', () => {
  it("keeps the fee shown when it was the course's fee within the last 48 hours", () => {
    const raisedYesterday = [fee('2025-01-01T00:00:00Z', 599), fee(hoursAgo(20), 649)];
    expect(kept(raisedYesterday, 'registration', 599)).toEqual([599]);
    expect(kept(raisedYesterday, 'registration', 649)).toEqual([649]);
  });

  it('does not keep a shown fee older than 48 hours: the fee in effect is stored', () => {
    expect(SHOWN_FEE_HONOURED_MS).toBe(48 * 3_600_000);
    expect(kept([fee('2025-01-01T00:00:00Z', 599), fee(hoursAgo(72), 649)], 'registration', 599)).toEqual([649]);
    expect(kept([fee('2025-01-01T00:00:00Z', 599), fee(hoursAgo(48.5), 649)], 'registration', 599)).toEqual([649]);
    // The fee in effect 47 hours ago is still honoured.
    expect(kept([fee('2025-01-01T00:00:00Z', 599), fee(hoursAgo(47), 649)], 'registration', 599)).toEqual([599]);
  });

  it('stores the fee in effect when none was sent, or one the course never asked, and ignores a fee set ahead', () => {
    const history = [fee('2025-01-01T00:00:00Z', 599), fee(hoursAgo(-5), 999)];
    expect(kept(history, 'registration', undefined)).toEqual([599]);
    expect(kept(history, 'registration', 1)).toEqual([599]);
    expect(kept(history, 'registration', 999)).toEqual([599]);
  });

  it('gives an extra course the amounts of the fee shown, the asked one first', () => {
    const history = [fee('2025-01-01T00:00:00Z', 499, [200, 350]), fee(hoursAgo(10), 499, [250, 400])];
    expect(kept(history, 'extra-course', 350)).toEqual([200, 350]);
    expect(kept(history, 'extra-course', 250)).toEqual([250, 400]);
    expect(kept(history, 'extra-course', undefined)).toEqual([250, 400]);
  });
});
