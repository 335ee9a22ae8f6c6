import { formatDate } from 'shared/dates';
import type { DocumentView } from 'shared/api/documents';
import { documentTitles } from 'shared/documents';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { RecordSection } from './RecordSection.tsx';

const statusText: Record<DocumentView['status'], string> = { 'not-available': 'Not due yet', pending: 'Being made', ready: 'Ready', failed: 'Failed' };

function status(d: DocumentView): string {
  if (d.revoked) return `Revoked on ${formatDate(d.revoked.at)}${d.revoked.reason ? `: ${d.revoked.reason}` : ''}`;
  if (d.status === 'not-available' && d.availableOn) return `Due on ${formatDate(d.availableOn)}`;
  return statusText[d.status];
}

/** The student's documents: status, number, issue date and the PDF. */
export function RecordDocuments({ documents }: { documents: DocumentView[] }) {
  return (
    <RecordSection id="record-documents" title="Documents">
      <AdminTable label="Documents" columns={['Document', 'Status', 'Number', 'Version', 'Issued', 'PDF']}>
        {documents.map((d) => (
          <tr key={`${d.kind}-${d.extraCourseId ?? ''}`} data-testid="record-document">
            <th scope="row">
              {documentTitles[d.kind]}
              {d.extraCourseId != null && <span className="muted"> (extra course #{d.extraCourseId})</span>}
            </th>
            <td>{status(d)}</td>
            <td className="mono">{d.certificateNumber ?? '—'}</td>
            <td>{d.version ?? '—'}</td>
            <td>{d.issuedOn ? formatDate(d.issuedOn) : '—'}</td>
            <td>
              {d.downloadUrl ? (
                <a href={d.downloadUrl} download>
                  Download<span className="visually-hidden"> {documentTitles[d.kind]}</span>
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
