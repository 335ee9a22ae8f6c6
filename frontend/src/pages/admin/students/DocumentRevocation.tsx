import { useId, useState } from 'react';
import { formatDate } from 'shared/dates';
import { revokedOn } from 'shared/messages';
import { listStudentDocuments, reinstateDocument, revokeDocument, type AdminDocument } from '../../../api/admin.ts';
import { refresh, useServerQuery } from '../../../api/query.ts';
import { Field } from '../../../components/Field.tsx';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useAction } from '../../../hooks/useAction.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../stores/toast.ts';
import { listFailure } from '../failures.ts';
import { documentTitles } from 'shared/documents';
import { AB } from './ab-key.ts';

export const studentDocumentsKey = (studentId: number) => [...AB, 'documents', studentId];

/**
 * A student's issued documents (number, version, verification page) with Revoke (a reason asked
 * first) and Reinstate. Read again with the rest of /ab, and after a correction re-issued them
 * (`refresh(studentDocumentsKey(id))`).
 * Self-contained, so any screen that shows one student can mount it.
 */
export function DocumentRevocation({ studentId }: { studentId: number }) {
  const key = studentDocumentsKey(studentId);
  const list = useServerQuery({ queryKey: key, queryFn: ({ signal }) => listStudentDocuments(studentId, signal) });
  const docs = list.data?.documents ?? [];
  return (
    <section aria-label="Issued documents" className="stack">
      <h3>Issued documents</h3>
      <ListStatus
        error={list.error ? listFailure(list.error, 'documents') : null}
        onRetry={() => void list.refetch()}
        empty={!list.isFetching && list.data !== undefined && docs.length === 0}
        emptyText="No documents issued yet."
      />
      <ul className="revocation-list">
        {docs.map((d) => (
          <DocumentRow key={d.id} doc={d} onChanged={() => refresh(key)} />
        ))}
      </ul>
    </section>
  );
}

function DocumentRow({ doc, onChanged }: { doc: AdminDocument; onChanged: () => void }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const errorId = useId();
  const act = useAction(
    async (kind: 'revoke' | 'reinstate') => {
      const answer = kind === 'revoke' ? await revokeDocument(doc.id, reason) : await reinstateDocument(doc.id);
      toast.success(answer.message ?? '');
      setAsking(false);
      setReason('');
      onChanged();
    },
    (err) => toast.error(errorMessage(err)),
  );
  const label = documentTitles[doc.kind];
  return (
    <li className="revocation-list__item" data-testid="admin-document">
      <p>
        <strong>{label}</strong> <span className="mono">{doc.certificateNumber}</span>, version {doc.version}
        {doc.earlierVersions > 0 ? ` (${doc.earlierVersions} earlier kept)` : ''}, issued {formatDate(doc.issuedOn)}.{' '}
        <a href={doc.verifyPath} target="_blank" rel="noopener">
          Verification page<span className="visually-hidden"> of the {label} (opens in a new tab)</span>
        </a>
      </p>
      {doc.revokedAt ? (
        <p className="notice notice--error">
          {revokedOn(doc.revokedAt)}
          {doc.revokedReason ? `: ${doc.revokedReason}` : ''}{' '}
          <button type="button" className="button button--small" disabled={act.pending} onClick={() => void act.run('reinstate')}>
            Reinstate<span className="visually-hidden"> the {label}</span>
          </button>
        </p>
      ) : asking ? (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void act.run('revoke');
          }}
        >
          <Field label={`Reason for revoking the ${label.toLowerCase()}`} value={reason} onChange={(e) => setReason(e.target.value)} required aria-describedby={errorId} />
          <div className="button-row button-row--tight">
            <button type="submit" className="button button--small button--danger" disabled={act.pending}>
              Revoke
            </button>
            <button type="button" className="button button--small button--ghost" onClick={() => setAsking(false)}>
              Cancel
            </button>
          </div>
          <p id={errorId} role="status" aria-live="polite" className="field__error">
            {act.error ? errorMessage(act.error) : ''}
          </p>
        </form>
      ) : (
        <button type="button" className="button button--small button--ghost" onClick={() => setAsking(true)}>
          Revoke<span className="visually-hidden"> the {label}</span>
        </button>
      )}
    </li>
  );
}
