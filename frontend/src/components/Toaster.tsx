import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useToastStore, type Toast } from '../stores/toast.ts';
import { Icon } from './Icon.tsx';
import './Toaster.css';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useLingui();
  const dismiss = useToastStore((s) => s.dismiss);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, dismiss, toast.id]);
  return (
    <div
      className={`toast toast--${toast.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast__text">{toast.message}</span>
      <button
        type="button"
        className="toast__close"
        onClick={() => dismiss(toast.id)}
        aria-label={t`Dismiss notification`}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

/**
 * The toasts. Two live regions that are always in the page (a region added together with its text
 * is not announced): polite for news, assertive for errors. Hovering or focusing a toast pauses it.
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const polite = toasts.filter((t) => t.kind !== 'error');
  const assertive = toasts.filter((t) => t.kind === 'error');
  return (
    <div className="toaster">
      <div role="status" aria-live="polite" className="toaster__region">
        {polite.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className="toaster__region">
        {assertive.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
    </div>
  );
}
