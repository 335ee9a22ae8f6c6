import { Trans } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { Modal } from './Modal.tsx';
import './ConfirmDialog.css';

/** A confirm step (the admin's 'are you sure'): a modal with the question, Cancel and the action. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  danger = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={title}
      initialFocus={danger ? cancel : confirm}
      className="confirm"
    >
      {children}
      <div className="button-row confirm__actions">
        <button ref={cancel} type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          <Trans>Cancel</Trans>
        </button>
        <button
          ref={confirm}
          type="button"
          className={`button${danger ? ' button--danger' : ''}`}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? <Trans>Loading...</Trans> : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
