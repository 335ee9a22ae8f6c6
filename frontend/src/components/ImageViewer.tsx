import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import { Modal } from './Modal.tsx';
import './ImageViewer.css';

const STEPS = [0.5, 0.75, 1, 1.5, 2, 3, 4];

/**
 * A zoomable image in a modal: buttons for zoom in, zoom out and fit, the + / - / 0 keys, and a
 * scrolling frame (arrow keys scroll it once focused) for a zoomed image.
 */
export function ImageViewer({
  open,
  onClose,
  src,
  alt,
  title,
}: {
  open: boolean;
  onClose: () => void;
  src: string;
  alt: string;
  title: string;
}) {
  const { t } = useLingui();
  const [step, setStep] = useState(2);
  const [failed, setFailed] = useState(false);
  const zoom = STEPS[step]!;
  const zoomIn = () => setStep((s) => Math.min(s + 1, STEPS.length - 1));
  const zoomOut = () => setStep((s) => Math.max(s - 1, 0));
  const reset = () => setStep(2);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      zoomIn();
    } else if (e.key === '-') {
      e.preventDefault();
      zoomOut();
    } else if (e.key === '0') {
      e.preventDefault();
      reset();
    }
  };
  return (
    <Modal open={open} onClose={onClose} title={title} className="viewer">
      <div className="viewer__tools" role="toolbar" aria-label={t`Zoom`} onKeyDown={onKey}>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={zoomOut}
          disabled={step === 0}
          aria-label={t`Zoom out`}
        >
          −
        </button>
        <output className="viewer__zoom" aria-live="polite">
          {Math.round(zoom * 100)}%
        </output>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={zoomIn}
          disabled={step === STEPS.length - 1}
          aria-label={t`Zoom in`}
        >
          +
        </button>
        <button type="button" className="button button--small button--ghost" onClick={reset}>
          <Trans>Fit</Trans>
        </button>
        <a className="button button--small button--ghost" href={src} target="_blank" rel="noopener">
          <Trans>
            Open full size<span className="visually-hidden"> (opens in a new tab)</span>
          </Trans>
        </a>
      </div>
      <div
        className="viewer__frame"
        tabIndex={0}
        role="region"
        aria-label={t`Screenshot, scrollable when zoomed`}
        onKeyDown={onKey}
      >
        {failed ? (
          <p className="notice notice--error">
            <Trans>The screenshot could not be loaded.</Trans>
          </p>
        ) : (
          <img
            src={src}
            alt={alt}
            style={{ width: `${zoom * 100}%`, maxWidth: 'none' }}
            onError={() => setFailed(true)}
          />
        )}
      </div>
    </Modal>
  );
}
