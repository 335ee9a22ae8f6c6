import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { saveBlob } from '../lib/download.ts';
import { CopyButton } from './CopyButton.tsx';
import './RecoveryCodes.css';

/**
 * Recovery codes, shown once (the server keeps only their hashes): the list, Copy and Download, and a
 * tick box the admin must check before going on, so the codes are not lost by a hasty click.
 */
export function RecoveryCodes({
  codes,
  account,
  onDone,
  doneLabel,
}: {
  codes: string[];
  account: string;
  onDone: () => void;
  doneLabel: string;
}) {
  const { t } = useLingui();
  const [saved, setSaved] = useState(false);
  const id = useId();
  const text = `${t`Recovery codes for ${account}`}\n${t`Each code works once, instead of the authenticator app's code.`}\n\n${codes.join('\n')}\n`;
  return (
    <section className="recovery-codes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Your recovery codes</Trans>
      </h2>
      <p className="notice">
        <Trans>
          Save these 10 codes now, somewhere other than your phone (a password manager, or printed). Each one signs you
          in once if you lose your phone. They will not be shown again.
        </Trans>
      </p>
      <ol className="recovery-codes__list mono" aria-label={t`Recovery codes`}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="button-row">
        <CopyButton
          text={text}
          label={t`Copy the recovery codes`}
          messages={{
            copied: t`Recovery codes copied.`,
            failed: t`Copy failed. Please download them instead.`,
            unsupported: t`Copy is not supported here. Please download them instead.`,
          }}
        />
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}
        >
          <Trans>Download (.txt)</Trans>
        </button>
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        <span>
          <Trans>I have saved my recovery codes somewhere safe.</Trans>
        </span>
      </label>
      <button type="button" className="button button--block" disabled={!saved} onClick={onDone}>
        {doneLabel}
      </button>
    </section>
  );
}
