import { useLingui } from '@lingui/react/macro';
import type { UploadState } from '../../hooks/useScreenshotUpload.ts';

/** The screenshot's way to the server: progress, compression, the outcome, and a preview. */
export function UploadStatus({ state, localPreview }: { state: UploadState; localPreview?: string }) {
  const { t } = useLingui();
  let text = '';
  let kind: 'info' | 'success' | 'error' = 'info';
  if (state.phase === 'uploading') {
    const percent = Math.round(state.progress * 100);
    text = t`Uploading… ${percent}%`;
  }
  if (state.phase === 'processing')
    text = state.slow
      ? t`Uploaded. Compression is taking longer than usual; you can submit the form.`
      : t`Uploaded. Compressing the image…`;
  if (state.phase === 'done') {
    text = state.message;
    kind = 'success';
  }
  if (state.phase === 'error') {
    text = state.message;
    kind = 'error';
  }
  const preview =
    state.phase === 'done' && state.previewUrl ? state.previewUrl : state.phase === 'error' ? undefined : localPreview;
  return (
    <div className="upload-status">
      {state.phase === 'uploading' && (
        <progress
          className="upload-status__bar"
          max={1}
          value={state.progress}
          aria-label={t`Screenshot upload progress`}
        />
      )}
      {state.phase === 'processing' && !state.slow && (
        <progress className="upload-status__bar" aria-label={t`Compressing the screenshot`} />
      )}
      <p
        id="screenshot-status"
        role="status"
        aria-live="polite"
        className={`upload-status__text upload-status__text--${kind}`}
        data-testid="upload-status"
      >
        {text}
      </p>
      {preview && (
        <img
          className="upload-status__preview"
          src={preview}
          alt={
            state.phase === 'done'
              ? t`Preview of your compressed payment screenshot`
              : t`Preview of the chosen screenshot`
          }
          data-testid={state.phase === 'done' ? 'upload-preview' : undefined}
        />
      )}
    </div>
  );
}
