import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../test/render.tsx';
import { useLocale } from '../../../stores/locale.ts';
import { Countdown } from './Countdown.tsx';

/** The server said it was 10:00:00 when the attempt came; its deadline is `minutes` later. */
const SERVER_NOW = '2026-12-01T10:00:00.000Z';
const deadline = (ms: number) => new Date(Date.parse(SERVER_NOW) + ms).toISOString();
const MINUTE = 60_000;

const shown = () => screen.getByTestId('quiz-time-left').textContent;
const announced = () => screen.getByTestId('quiz-time-announcement').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => vi.useRealTimers());

describe('the countdown of a timed test', () => {
  it("counts on the server's clock, whatever the phone's clock says, even when the phone's clock is changed during the test", () => {
    // The phone thinks it is 2031 (or 1999): its clock is not asked.
    vi.useFakeTimers({ now: new Date('2031-03-04T05:06:07Z') });
    renderUi(<Countdown deadlineAt={deadline(20 * MINUTE)} serverNow={SERVER_NOW} onTimeUp={() => undefined} />);
    expect(shown()).toBe('Time left: 20:00');
    advance(61_000);
    expect(shown()).toBe('Time left: 18:59');
    vi.setSystemTime(new Date('1999-01-01T00:00:00Z'));
    advance(1000);
    expect(shown()).toBe('Time left: 18:58');
    expect(screen.getByRole('timer')).toBeVisible();
  });

  it('tells screen readers once at 5 minutes and once at 1 minute, never each second, and finishes at zero', () => {
    vi.useFakeTimers({ now: new Date('2031-03-04T05:06:07Z') });
    const onTimeUp = vi.fn();
    renderUi(<Countdown deadlineAt={deadline(6 * MINUTE)} serverNow={SERVER_NOW} onTimeUp={onTimeUp} />);
    const region = screen.getByTestId('quiz-time-announcement');
    expect(region).toHaveAttribute('role', 'status');
    expect(announced()).toBe('');
    advance(59_000);
    expect(shown()).toBe('Time left: 5:01');
    expect(announced()).toBe('');
    advance(1000);
    expect(shown()).toBe('Time left: 5:00');
    expect(announced()).toBe('5 minutes left in this test.');
    // The seconds go on; the live region says nothing new until the next mark.
    const mutations: MutationRecord[] = [];
    const watcher = new MutationObserver((m) => mutations.push(...m));
    watcher.observe(region, { childList: true, characterData: true, subtree: true });
    advance(3 * MINUTE + 59_000);
    expect(shown()).toBe('Time left: 1:01');
    expect(announced()).toBe('5 minutes left in this test.');
    watcher.takeRecords();
    expect(mutations).toEqual([]);
    advance(1000);
    expect(announced()).toBe('1 minute left in this test.');
    expect(onTimeUp).not.toHaveBeenCalled();
    advance(MINUTE);
    expect(shown()).toBe('Time left: 0:00');
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    advance(5000);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    watcher.disconnect();
  });

  it('opened with under 5 minutes left says nothing for the 5-minute mark it missed, then the 1-minute one; in Tamil', async () => {
    await act(() => useLocale.getState().choose('ta'));
    vi.useFakeTimers({ now: new Date('2031-03-04T05:06:07Z') });
    renderUi(<Countdown deadlineAt={deadline(3 * MINUTE)} serverNow={SERVER_NOW} onTimeUp={() => undefined} />);
    expect(shown()).toBe('மீதமுள்ள நேரம்: 3:00');
    expect(announced()).toBe('');
    advance(2 * MINUTE);
    expect(announced()).toBe('இந்தத் தேர்வில் 1 நிமிடம் மட்டுமே உள்ளது.');
  });
});
