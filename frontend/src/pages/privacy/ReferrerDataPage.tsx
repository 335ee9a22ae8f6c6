import { Link } from 'react-router-dom';
import { downloadReferrerData } from '../../api/endpoints.ts';
import { FormStatus, type FormMessage } from '../../components/FormStatus.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useMailedLink } from '../../hooks/useMailedLink.ts';
import { saveBlob } from '../../lib/download.ts';
import { errorMessage, refusalStatus } from '../../lib/error-message.ts';

export const REFERRER_DATA_FILE = 'my-refer-and-earn-data.zip';

const askAgain = (
  <>
    Ask for a new link on the <Link to="/privacy#referrer-data">privacy page</Link>.
  </>
);

/**
 * /refer/my-data#token=...: the page of the link mailed to a referrer who asked for their data.
 * Opening it sends nothing (a mail scanner opens links too): 'Download my data' posts the token and
 * saves the ZIP; the link then works no more and leaves the address bar.
 */
export default function ReferrerDataPage() {
  useDocumentTitle('Your refer-and-earn data');
  const { token, hasToken, done, heading, spend } = useMailedLink();
  const download = useAction(
    async () => {
      saveBlob(await downloadReferrerData(token), REFERRER_DATA_FILE);
      spend(`Your data was saved as ${REFERRER_DATA_FILE}. This link has now been used.`);
    },
  );
  const status = refusalStatus(download.error);
  const failure: FormMessage = download.error
    ? { kind: 'error', text: errorMessage(download.error), detail: status === 404 || status === 410 || status === 400 ? askAgain : undefined }
    : null;

  return (
    <>
      <PageIntro title="Your refer-and-earn data" eyebrow="Your data" />
      <div className="container narrow section">
        {done ? (
          <section className="card-panel form" aria-labelledby="referrer-data-done">
            <h2 id="referrer-data-done" ref={heading} tabIndex={-1}>
              ✅ Downloaded
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
