import { Trans, useLingui } from '@lingui/react/macro';
import { documentFileName } from 'shared/documents';
import { documentDownloadUrl, type ExtraCourse } from '../../../api/intern.ts';
import { CredentialLink } from '../../../components/CredentialLink.tsx';
import { EXTRA_COURSE_TOAST_MS } from '../../../content/intern.ts';
import { useServerMutation } from '../../../api/mutation.ts';
import type { Documents } from '../../../hooks/useDocuments.ts';
import { downloadFile } from '../../../lib/download.ts';
import { sharedText } from '../../../i18n/shared-text.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../stores/toast.ts';

export const toastInfo = (message: string) => toast.info(message, EXTRA_COURSE_TOAST_MS);

/** Offer-letter and certificate downloads of one validated extra course. */
export function ExtraCourseDownloads({
  course,
  name,
  documents,
}: {
  course: ExtraCourse;
  name: string;
  documents: Documents;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const downloadFailed = t`The download failed. Please check your connection and try again.`;
  // Available from the course's end date, as the server's document list says.
  const certificate = documents.find('extra-certificate', course.id);
  const certLocked = !certificate || certificate.status === 'not-available';
  const download = useServerMutation(
    (kind: 'extra-offer-letter' | 'extra-certificate') =>
      downloadFile(documentDownloadUrl(kind, course.id), documentFileName(kind, name).utf8),
    {
      onError: (err) =>
        toast.error(errorMessage(err, { network: downloadFailed, other: downloadFailed }), EXTRA_COURSE_TOAST_MS),
    },
  );

  const get = (kind: 'extra-offer-letter' | 'extra-certificate') => {
    const doc = documents.find(kind, course.id);
    if (kind === 'extra-certificate' && certLocked) {
      const on = format.date(certificate?.availableOn ?? course.endDate);
      toastInfo(t`Certificate will be available on ${on}`);
      return;
    }
    if (doc && doc.status === 'pending') {
      toastInfo(sharedText('documentBeingPrepared'));
      documents.reload();
      return;
    }
    void download.run(kind);
  };
  const busy = download.running?.[0];
  const courseName = course.course;

  return (
    <div className="button-row button-row--tight">
      <button
        type="button"
        className="button button--small"
        onClick={() => get('extra-offer-letter')}
        disabled={download.pending}
      >
        {busy === 'extra-offer-letter' ? (
          <Trans>Loading...</Trans>
        ) : (
          <Trans>
            Offer letter<span className="visually-hidden"> for {courseName}</span>
          </Trans>
        )}
      </button>
      <button
        type="button"
        className={`button button--small ${certLocked ? 'button--locked' : 'button--success'}`}
        aria-disabled={certLocked}
        onClick={() => get('extra-certificate')}
        disabled={download.pending}
      >
        {busy === 'extra-certificate' ? (
          <Trans>Loading...</Trans>
        ) : (
          <Trans>
            Certificate<span className="visually-hidden"> for {courseName}</span>
          </Trans>
        )}
      </button>
      <CredentialLink href={certificate?.credentialUrl} course={courseName} />
    </div>
  );
}
