import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from 'shared/dates';
import { downloadMyData, getMyErasureRequest, type ErasureRequestView } from '../../../api/intern.ts';
import { refresh, useServerQuery } from '../../../api/query.ts';
import { FormStatus, type FormMessage } from '../../../components/FormStatus.tsx';
import { useAction } from '../../../hooks/useAction.ts';
import { saveBlob } from '../../../lib/download.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { DashCard } from './DashCard.tsx';
import { ErasureDialog } from './ErasureDialog.tsx';

const MY_DATA_FILE = 'my-data.zip';
const MY_ERASURE_REQUEST = ['me', 'erasure-request'];

/** Where the intern's latest erasure request stands, in a sentence (none: nothing to say). */
function requestLine(request: ErasureRequestView | null): string | null {
  if (!request) return null;
  if (request.status === 'pending') return `Your erasure request of ${formatDate(request.createdAt)} is waiting for an admin.`;
  if (request.status === 'refused') return `Your erasure request was refused: ${request.decisionNote ?? 'no reason given.'}`;
  return `Your erasure request was approved on ${formatDate(request.decidedAt)}.`;
}

/**
 * 'Your data' (DPDP Act 2023): everything held about the intern as a ZIP (GET /api/me/data-export),
 * and the request to erase it, with where the latest one stands (GET /api/me/erasure-request). One
 * request at a time: no second while one waits for an admin.
 */
export function YourData() {
  const latest = useServerQuery({ queryKey: MY_ERASURE_REQUEST, queryFn: ({ signal }) => getMyErasureRequest(signal) });
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);
  const [message, setMessage] = useState<FormMessage>(null);
  const line = useRef<HTMLParagraphElement>(null);
  const download = useAction(
    async () => {
      setMessage(null);
      saveBlob(await downloadMyData(), MY_DATA_FILE);
      setMessage({ kind: 'success', text: `Your data was saved as ${MY_DATA_FILE}.` });
    },
    (err) => setMessage({ kind: 'error', text: errorMessage(err) }),
  );
  const request = latest.data?.request ?? null;
  const status = requestLine(request);
  const canAsk = latest.data !== undefined && (!request || request.status === 'refused');

  // The button that opened the dialog is gone once the request waits: the focus goes to the line saying so.
  useEffect(() => {
    if (asked && request?.status === 'pending') line.current?.focus();
  }, [asked, request?.status]);

  return (
    <DashCard id="your-data-title" title="Your data" className="your-data">
      <p className="muted">
        Everything we hold about you, as one ZIP file. <Link to="/privacy">How we use your data</Link>
      </p>
      <div className="button-row">
        <button type="button" className="button button--small" disabled={download.pending} onClick={() => void download.run()}>
          {download.pending ? 'Loading...' : 'Download my data'}
        </button>
        {canAsk && (
          <button type="button" className="button button--small button--ghost" onClick={() => setAsking(true)} aria-haspopup="dialog">
            Ask to erase my data
          </button>
        )}
      </div>
      {status && (
        <p ref={line} tabIndex={-1} data-testid="erasure-status">
          {status}
        </p>
      )}
      {latest.error !== null && !latest.data && (
        <p className="muted">
          We could not check your erasure requests.{' '}
          <button type="button" className="link-button" onClick={() => void latest.refetch()}>
            Try again
          </button>
        </p>
      )}
      <FormStatus message={message} />
      <ErasureDialog
        open={asking}
        onClose={() => setAsking(false)}
        onAsked={(text) => {
          setAsking(false);
          setAsked(true);
          setMessage({ kind: 'success', text });
          refresh(MY_ERASURE_REQUEST);
        }}
      />
    </DashCard>
  );
}
