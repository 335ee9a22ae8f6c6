import { Trans } from '@lingui/react/macro';
import { TEST_ANSWER_GRACE_SECONDS } from 'shared/business';
import type { SaveState } from './answer-saver.ts';

/**
 * Whether the answers are saved, being sent or waiting for the network: a live region, present before
 * the first answer (empty then) so that screen readers announce its changes. In a timed test an
 * answer kept on the phone counts only if it reaches the server in time: the server's clock decides,
 * not the phone's, and the waiting message says so.
 */
export function SaveStatus({ state, timed = false }: { state: SaveState | null; timed?: boolean }) {
  const seconds = TEST_ANSWER_GRACE_SECONDS;
  return (
    <p className={`quiz__save quiz__save--${state ?? 'none'}`} role="status" data-testid="quiz-save-status">
      {state === 'saved' && <Trans>Your answers are saved.</Trans>}
      {state === 'sending' && <Trans>Saving your answer...</Trans>}
      {state === 'waiting' && (
        <Trans>Waiting for the network: your answers are kept and will be sent when it returns.</Trans>
      )}
      {state === 'waiting' && timed && (
        <>
          {' '}
          <Trans>
            The server's clock decides the time: an answer that reaches it more than {seconds} seconds after the end
            does not count.
          </Trans>
        </>
      )}
      {state === 'refused' && <Trans>Your last answer could not be saved.</Trans>}
    </p>
  );
}
