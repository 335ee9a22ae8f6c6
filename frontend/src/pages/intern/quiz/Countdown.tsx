import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { clockText, stageOf } from './server-clock.ts';
import { useTimeLeft } from './useTimeLeft.ts';
import './Countdown.css';

/**
 * A timed test's time left, on the server's clock (server-clock.ts: never the phone's). Shown all the
 * time as a timer that screen readers read when asked, not every second; told aloud once at five
 * minutes left and once at one minute (a polite live region that changes only then). At zero it calls
 * `onTimeUp` once: the page finishes the test.
 */
export function Countdown({
  deadlineAt,
  serverNow,
  onTimeUp,
}: {
  deadlineAt: string;
  serverNow: string;
  onTimeUp: () => void;
}) {
  const { t } = useLingui();
  const left = useTimeLeft(deadlineAt, serverNow) ?? 0;
  const stage = stageOf(left);
  const [said, setSaid] = useState('');
  const previous = useRef(stage);
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  }, [onTimeUp]);

  useEffect(() => {
    const before = previous.current;
    previous.current = stage;
    if (stage === 'over') {
      timeUp.current();
      return;
    }
    // Only a mark reached while the page is open is told: the timer itself says the rest when asked.
    if (stage === before || stage === null) return;
    setSaid(stage === 5 ? t`5 minutes left in this test.` : t`1 minute left in this test.`);
  }, [stage, t]);

  const low = stage === 1 || stage === 'over';
  return (
    <div className="countdown">
      <p className={`countdown__timer${low ? ' countdown__timer--low' : ''}`} role="timer" data-testid="quiz-time-left">
        <Trans>Time left:</Trans> <strong className="countdown__clock">{clockText(left)}</strong>
      </p>
      <p className="visually-hidden" role="status" data-testid="quiz-time-announcement">
        {said}
      </p>
    </div>
  );
}
