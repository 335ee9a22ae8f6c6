import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { downloadReferrerData, eraseReferrerData } from '../../api/endpoints.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormStatus, type FormMessage } from '../../components/FormStatus.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { useServerMutation } from '../../api/mutation.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useMailedLink } from '../../hooks/useMailedLink.ts';
import { saveBlob } from '../../lib/download.ts';
import { errorMessage, refusalStatus } from '../../lib/error-message.ts';
import { answerText } from '../../i18n/answer-text.ts';

const REFERRER_DATA_FILE = 'my-refer-and-earn-data.zip';

function AskAgain() {
  return (
    <Trans>
      Ask for a new link on the <Link to="/privacy#referrer-data">privacy page</Link>.
    </Trans>
  );
}

/**
 * /refer/my-data#token=...: the page of the link mailed to a referrer who asked for their data.
 * Opening it sends nothing (a mail scanner opens links too): 'Download my data' posts the token and
 * saves the ZIP; 'Erase my refer-and-earn data' (after a confirm step) erases the member instead. Either
 * spends the link, which then leaves the address bar.
 */
export default function ReferrerDataPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Your refer-and-earn data`);
  const { token, hasToken, done, heading, spend } = useMailedLink();
  const [outcome, setOutcome] = useState<'downloaded' | 'erased'>('downloaded');
  const [confirming, setConfirming] = useState(false);
  // The last action's refusal (download or erase), shown in one place.
  const [error, setError] = useState<unknown>(null);
  const download = useServerMutation(
    async () => {
      setError(null);
      saveBlob(await downloadReferrerData(token), REFERRER_DATA_FILE);
      const file = REFERRER_DATA_FILE;
      spend(t`Your data was saved as ${file}. This link has now been used.`);
    },
    { onError: setError },
  );
  const erase = useServerMutation(
    async () => {
      setError(null);
      const answer = await eraseReferrerData(token);
      setConfirming(false);
      setOutcome('erased');
      spend(answerText(answer));
    },
    {
      onError: (err) => {
        setConfirming(false);
        setError(err);
      },
    },
  );
  const status = refusalStatus(error);
  const failure: FormMessage = error
    ? {
        kind: 'error',
        text: errorMessage(error),
        detail: status === 404 || status === 410 || status === 400 ? <AskAgain /> : undefined,
      }
    : null;

  return (
    <>
      <PageIntro title={t`Your refer-and-earn data`} eyebrow={t`Your data`} />
      <div className="container narrow section">
        {done ? (
          <section className="card-panel form" aria-labelledby="referrer-data-done">
            <h2 id="referrer-data-done" ref={heading} tabIndex={-1}>
              {outcome === 'erased' ? t`✅ Erased` : t`✅ Downloaded`}
            </h2>
            <p role="status">{done}</p>
            <p>
              <Trans>
                Read how we use it on the <Link to="/privacy">privacy page</Link>.
              </Trans>
            </p>
          </section>
        ) : hasToken ? (
          <section className="card-panel form" aria-labelledby="referrer-data-title">
            <h2 id="referrer-data-title">
              <Trans>Everything we hold about you</Trans>
            </h2>
            <p>
              <Trans>
                Everything we hold about you in refer and earn, as one ZIP file. The link in your e-mail works once.
              </Trans>
            </p>
            <FormStatus message={failure} />
            <button
              type="button"
              className="button button--block"
              disabled={download.pending}
              onClick={() => void download.run()}
            >
              {download.pending ? t`Loading...` : t`Download my data`}
            </button>
            <h3>
              <Trans>Or erase it</Trans>
            </h3>
            <p>
              <Trans>
                The same link erases your name, e-mail, phone and UPI id instead. Payouts already made stay in our
                accounts without your details; referrals not yet paid out are not paid after that, and your code stops
                earning.
              </Trans>
            </p>
            <button
              type="button"
              className="button button--block button--ghost"
              onClick={() => setConfirming(true)}
              aria-haspopup="dialog"
            >
              <Trans>Erase my refer-and-earn data</Trans>
            </button>
            <ConfirmDialog
              open={confirming}
              title={t`Erase your refer-and-earn data?`}
              confirmLabel={t`Erase my data`}
              danger
              busy={erase.pending}
              onConfirm={() => void erase.run()}
              onClose={() => setConfirming(false)}
            >
              <p>
                <Trans>This cannot be undone. Download your data first if you want a copy: the link works once.</Trans>
              </p>
            </ConfirmDialog>
          </section>
        ) : (
          <section className="card-panel form" aria-labelledby="referrer-data-missing">
            <h2 id="referrer-data-missing">
              <Trans>This page needs the link from your e-mail</Trans>
            </h2>
            <p>
              <Trans>Open it from the e-mail again, or copy the whole link.</Trans> <AskAgain />
            </p>
          </section>
        )}
      </div>
    </>
  );
}
