import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../stores/toast.ts';
import { Icon } from './Icon.tsx';

interface CopyMessages {
  copied: string;
  failed: string;
  /** When the browser has no clipboard API (old Android WebViews, http pages). */
  unsupported?: string;
}

/** Copies text with the Clipboard API and says how it went (toast + a short 'Copied' label). */
export function CopyButton({
  text,
  label,
  messages,
  className,
}: {
  text: string;
  label: string;
  messages: CopyMessages;
  className?: string;
}) {
  const [done, setDone] = useState(false);
  const copy = async () => {
    if (!navigator.clipboard?.writeText) {
      toast.error(messages.unsupported ?? messages.failed);
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      toast.success(messages.copied);
      setDone(true);
      setTimeout(() => setDone(false), 2000);
    } catch {
      toast.error(messages.failed);
    }
  };
  return (
    <button
      type="button"
      className={`button button--small button--ghost ${className ?? ''}`}
      onClick={copy}
      aria-label={label}
    >
      <Icon name={done ? 'check' : 'copy'} size={16} />
      <span aria-hidden="true">{done ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}</span>
    </button>
  );
}
