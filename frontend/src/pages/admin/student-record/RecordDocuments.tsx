import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Formatters } from 'shared/format';
import type { DocumentView } from 'shared/api/documents';
import { documentTitles } from '../document-titles.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { RecordSection } from './RecordSection.tsx';

const statusText: Record<DocumentView['status'], MessageDescriptor> = {
  'not-available': msg`Not due yet`,
  pending: msg`Being made`,
  ready: msg`Ready`,
  failed: msg`Failed`,
};

/** Where a document stands, in the page's language. */
function status(d: DocumentView, f: Formatters): string {
  if (d.revoked)
    return d.revoked.reason
      ? t`Revoked on ${f.date(d.revoked.at)}: ${d.revoked.reason}`
      : t`Revoked on ${f.date(d.revoked.at)}`;
  if (d.status === 'not-available' && d.availableOn) return t`Due on ${f.date(d.availableOn)}`;
  return i18n._(statusText[d.status]);
}

/** The student's documents: status, number, issue date and the PDF. */
export function RecordDocuments({ documents }: { documents: DocumentView[] }) {
  const { t: tr } = useLingui();
  const f = useFormat();
  return (
    <RecordSection id="record-documents" title={tr`Documents`}>
      <AdminTable
        label={tr`Documents`}
        columns={[tr`Document`, tr`Status`, tr`Number`, tr`Version`, tr`Issued`, tr`PDF`]}
      >
        {documents.map((d) => (
          <tr key={`${d.kind}-${d.extraCourseId ?? ''}`} data-testid="record-document">
            <th scope="row">
              {i18n._(documentTitles[d.kind])}
              {d.extraCourseId != null && (
                <span className="muted">
                  {' '}
                  <Trans>(extra course #{d.extraCourseId})</Trans>
                </span>
              )}
            </th>
            <td>{status(d, f)}</td>
            <td className="mono">{d.certificateNumber ?? '—'}</td>
            <td>{d.version != null ? f.number(d.version) : '—'}</td>
            <td>{d.issuedOn ? f.date(d.issuedOn) : '—'}</td>
            <td>
              {d.downloadUrl ? (
                <a href={d.downloadUrl} download>
                  <Trans>
                    Download<span className="visually-hidden"> {i18n._(documentTitles[d.kind])}</span>
                  </Trans>
                </a>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </RecordSection>
  );
}
