import { useState } from 'react';
import { Link } from 'react-router';
import { downloadReferrerData, eraseReferrerData } from '../../api/endpoints.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormStatus, type FormMessage } from '../../components/FormStatus.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useMailedLink } from '../../hooks/useMailedLink.ts';
import { saveBlob } from '../../lib/download.ts';
import { errorMessage, refusalStatus } from '../../lib/error-message.ts';

const REFERRER_DATA_FILE = 'my-refer-and-earn-data.zip';

const askAgain = (
  <>
    Ask for a new link on the <Link to="/privacy#referrer-data">privacy page</Link>.
  </>
);

/**
 * /refer/my-data#token=...: the page of the link mailed to a referrer who asked for their data.
 * Opening it sends nothing (a mail scanner opens links too): 'Download my data' posts the token and
 * saves the ZIP; 'Erase my refer-and-earn data' (after a confirm step) erases the member instead. Either
 * spends the link, which then leaves the address bar.
 */
export default function ReferrerDataPage() {
  useDocumentTitle('Your refer-and-earn data');
  const { token, hasToken, done, heading, spend } = useMailedLink();
  const [outcome, setOutcome] = useState('✅ Downloaded');
  const [confirming, setConfirming] = useState(false);
  // The last action's refusal (download or erase), shown in one place.
  const [error, setError] = useState<unknown>(null);
  const download = useAction(async () => {
    setError(null);
    saveBlob(await downloadReferrerData(token), REFERRER_DATA_FILE);
    spend(`Your data was saved as ${REFERRER_DATA_FILE}. This link has now been used.`);
  }, setError);
  const erase = useAction(
    async () => {
      setError(null);
      const answer = await eraseReferrerData(token);
      setConfirming(false);
      setOutcome('✅ Erased');
      spend(answer.message);
    },
    (err) => {
      setConfirming(false);
      setError(err);
    },
  );
  const status = refusalStatus(error);
  const failure: FormMessage = error
    ? { kind: 'error', text: errorMessage(error), detail: status === 404 || status === 410 || status === 400 ? askAgain : undefined }
    : null;

  return (
    <>
      <PageIntro title="Your refer-and-earn data" eyebrow="Your data" />
      <div className="container narrow section">
        {done ? (
          <section className="card-panel form" aria-labelledby="referrer-data-done">
            <h2 id="referrer-data-done" ref={heading} tabIndex={-1}>
              {outcome}
            </h2>
            <p role="status">{done}</p>
            <p>
              Read how we use it on the <Link to="/privacy">privacy page</Link>.
            </p>
          </section>
        ) : hasToken ? (
          <section className="card-panel form" aria-labelledby="referrer-data-title">
            <h2 id="referrer-data-title">Everything we hold about you</h2>
            <p>Everything we hold about you in refer and earn, as one ZIP file. The link in your e-mail works once.</p>
            <FormStatus message={failure} />
            <button type="button" className="button button--block" disabled={download.pending} onClick={() => void download.run()}>
              {download.pending ? 'Loading...' : 'Download my data'}
            </button>
            <h3>Or erase it</h3>
            <p>
              The same link erases your name, e-mail, phone and UPI id instead. Payouts already made stay in our accounts without your details; referrals
              not yet paid out are not paid after that, and your code stops earning.
            </p>
            <button type="button" className="button button--block button--ghost" onClick={() => setConfirming(true)} aria-haspopup="dialog">
              Erase my refer-and-earn data
            </button>
            <ConfirmDialog
              open={confirming}
              title="Erase your refer-and-earn data?"
              confirmLabel="Erase my data"
              danger
              busy={erase.pending}
              onConfirm={() => void erase.run()}
              onClose={() => setConfirming(false)}
            >
              <p>This cannot be undone. Download your data first if you want a copy: the link works once.</p>
            </ConfirmDialog>
          </section>
        ) : (
          <section className="card-panel form" aria-labelledby="referrer-data-missing">
            <h2 id="referrer-data-missing">This page needs the link from your e-mail</h2>
            <p>Open it from the e-mail again, or copy the whole link. {askAgain}</p>
          </section>
        )}
      </div>
    </>
  );
}
