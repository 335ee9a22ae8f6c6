import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { checkFile } from '../../api/endpoints.ts';
import type { FileCheck } from '../../api/types.ts';
import { TextAreaField } from '../../components/Field.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useServerMutation } from '../../api/mutation.ts';
import { sharedText } from '../../i18n/shared-text.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { VerifierAnswer } from './VerifierAnswer.tsx';

/** What the server reads (routes/verify/verify.ts VERIFY_FILE_MAX_BYTES): refused here first, saving the upload. */
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * The verifier (docs/CREDENTIALS.md): a visitor pastes a credential or chooses a file (a .jwt or .json
 * credential, or one of our PDFs) and reads whether it is ours, intact, current and not revoked.
 * Pasted text goes to the server as a file too: one way in.
 */
export function Verifier() {
  const { t } = useLingui();
  const fileId = useId();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<FileCheck | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const check = useServerMutation(async (what: Blob) => setAnswer(await checkFile(what)), {
    onError: (err) => setProblem(errorMessage(err)),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAnswer(null);
    setProblem(null);
    const what = file ?? (text.trim() ? new Blob([text.trim()], { type: 'text/plain' }) : null);
    if (!what) return setProblem(sharedText('verifyNothingBrought'));
    if (what.size > MAX_BYTES) return setProblem(sharedText('verifyFileTooLarge'));
    void check.run(what);
  };

  return (
    <section className="card-panel verifier" aria-labelledby="verifier-title">
      <h2 id="verifier-title">
        <Trans>Check a credential or a PDF</Trans>
      </h2>
      <p>
        <Trans>
          Paste an Open Badges credential, or choose a credential file (.jwt or .json) or one of our PDF certificates.
          Nothing you check is kept.
        </Trans>
      </p>
      <form onSubmit={onSubmit} noValidate>
        <TextAreaField
          label={t`Paste a credential`}
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
          disabled={file !== null}
        />
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            <Trans>Or choose a file</Trans>
          </label>
          <input
            id={fileId}
            className="field__input"
            type="file"
            accept=".jwt,.json,.pdf,.txt,application/pdf,application/json"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <SubmitButton busy={check.pending} className="button">
          <Trans>Check</Trans>
        </SubmitButton>
      </form>
      <div aria-live="polite">
        {problem && (
          <p className="notice notice--error" role="alert">
            {problem}
          </p>
        )}
        {answer && <VerifierAnswer check={answer} />}
      </div>
      <p className="verifier__keys">
        <Trans>
          Checking without us? Our public keys are at <a href="/.well-known/jwks.json">/.well-known/jwks.json</a>.
        </Trans>
      </p>
    </section>
  );
}
