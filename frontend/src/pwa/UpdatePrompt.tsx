import { Trans } from '@lingui/react/macro';
import { useAppUpdate } from './register.ts';
import './pwa.css';

/** 'A new version is ready — Reload': the intern chooses when, so a test in progress is never cut. */
export function UpdatePrompt() {
  const { waiting, reload } = useAppUpdate();
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status">
      <span>
        <Trans>A new version is ready.</Trans>
      </span>
      <button type="button" className="button button--small" onClick={reload}>
        <Trans>Reload</Trans>
      </button>
    </div>
  );
}
