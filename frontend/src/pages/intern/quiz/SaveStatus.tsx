import { Trans } from '@lingui/react/macro';
import type { SaveState } from './answer-saver.ts';

/**
 * Whether the answers are saved, being sent or waiting for the network: a live region, present before
 * the first answer (empty then) so that screen readers announce its changes.
 */
export function SaveStatus({ state }: { state: SaveState | null }) {
  return (
    <p className={`quiz__save quiz__save--${state ?? 'none'}`} role="status" data-testid="quiz-save-status">
      {state === 'saved' && <Trans>Your answers are saved.</Trans>}
      {state === 'sending' && <Trans>Saving your answer...</Trans>}
      {state === 'waiting' && (
        <Trans>Waiting for the network: your answers are kept and will be sent when it returns.</Trans>
      )}
      {state === 'refused' && <Trans>Your last answer could not be saved.</Trans>}
    </p>
  );
}
