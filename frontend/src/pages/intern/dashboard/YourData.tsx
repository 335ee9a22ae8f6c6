import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { downloadMyData, type ErasureRequestView } from '../../../api/intern.ts';
import { mine } from '../../../api/queries/me.ts';
import { useServerQuery } from '../../../api/query.ts';
import { FormStatus, type FormMessage } from '../../../components/FormStatus.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { saveBlob } from '../../../lib/download.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { DashCard } from './DashCard.tsx';
import { ErasureDialog } from './ErasureDialog.tsx';

const MY_DATA_FILE = 'my-data.zip';

/** Where the intern's latest erasure request stands, in a sentence (none: nothing to say). */
function RequestLine({ request }: { request: ErasureRequestView }) {
  const format = useFormat();
  if (request.status === 'pending') {
    const asked = format.date(request.createdAt);
    return <Trans>Your erasure request of {asked} is waiting for an admin.</Trans>;
  }
  if (request.status === 'refused') {
    const note = request.decisionNote;
    return note ? (
      <Trans>Your erasure request was refused: {note}</Trans>
    ) : (
      <Trans>Your erasure request was refused: no reason given.</Trans>
    );
  }
  const decided = request.decidedAt ? format.date(request.decidedAt) : '';
  return <Trans>Your erasure request was approved on {decided}.</Trans>;
}

/**
 * 'Your data' (DPDP Act 2023): everything held about the intern as a ZIP (GET /api/me/data-export),
 * and the request to erase it, with where the latest one stands (GET /api/me/erasure-request). One
 * request at a time: no second while one waits for an admin.
 */
export function YourData() {
  const { t } = useLingui();
  const latest = useServerQuery(mine.erasureRequest());
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);
  const [message, setMessage] = useState<FormMessage>(null);
  const line = useRef<HTMLParagraphElement>(null);
  const download = useServerMutation(
    async () => {
      setMessage(null);
      saveBlob(await downloadMyData(), MY_DATA_FILE);
      const file = MY_DATA_FILE;
      setMessage({ kind: 'success', text: t`Your data was saved as ${file}.` });
    },
    { onError: (err) => setMessage({ kind: 'error', text: errorMessage(err) }) },
  );
  const request = latest.data?.request ?? null;
  const canAsk = latest.data !== undefined && (!request || request.status === 'refused');

  // The button that opened the dialog is gone once the request waits: the focus goes to the line saying so.
  useEffect(() => {
    if (asked && request?.status === 'pending') line.current?.focus();
  }, [asked, request?.status]);

  return (
    <DashCard id="your-data-title" title={t`Your data`} className="your-data">
      <p className="muted">
        <Trans>
          Everything we hold about you, as one ZIP file. <Link to="/privacy">How we use your data</Link>
        </Trans>
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button--small"
          disabled={download.pending}
          onClick={() => void download.run()}
        >
          {download.pending ? <Trans>Loading...</Trans> : <Trans>Download my data</Trans>}
        </button>
        {canAsk && (
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => setAsking(true)}
            aria-haspopup="dialog"
          >
            <Trans>Ask to erase my data</Trans>
          </button>
        )}
      </div>
      {request && (
        <p ref={line} tabIndex={-1} data-testid="erasure-status">
          <RequestLine request={request} />
        </p>
      )}
      {latest.error !== null && !latest.data && (
        <p className="muted">
          <Trans>We could not check your erasure requests.</Trans>{' '}
          <button type="button" className="link-button" onClick={() => void latest.refetch()}>
            <Trans>Try again</Trans>
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
        }}
      />
    </DashCard>
  );
}
