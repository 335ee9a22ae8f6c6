import { useId, useState } from 'react';
import { saveBlob } from '../lib/download.ts';
import { CopyButton } from './CopyButton.tsx';
import './RecoveryCodes.css';

/**
 * Recovery codes, shown once (the server keeps only their hashes): the list, Copy and Download, and a
 * tick box the admin must check before going on, so the codes are not lost by a hasty click.
 */
export function RecoveryCodes({ codes, account, onDone, doneLabel }: { codes: string[]; account: string; onDone: () => void; doneLabel: string }) {
  const [saved, setSaved] = useState(false);
  const id = useId();
  const text = `Recovery codes for ${account}\nEach code works once, instead of the authenticator app's code.\n\n${codes.join('\n')}\n`;
  return (
    <section className="recovery-codes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your recovery codes</h2>
      <p className="notice">
        Save these 10 codes now, somewhere other than your phone (a password manager, or printed). Each one signs you in once if you lose your phone. They will
        not be shown again.
      </p>
      <ol className="recovery-codes__list mono" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="button-row">
        <CopyButton
          text={text}
          label="Copy the recovery codes"
          messages={{ copied: 'Recovery codes copied.', failed: 'Copy failed. Please download them instead.', unsupported: 'Copy is not supported here. Please download them instead.' }}
        />
        <button type="button" className="button button--small button--ghost" onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}>
          Download (.txt)
        </button>
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        <span>I have saved my recovery codes somewhere safe.</span>
      </label>
      <button type="button" className="button button--block" disabled={!saved} onClick={onDone}>
        {doneLabel}
      </button>
    </section>
  );
}
