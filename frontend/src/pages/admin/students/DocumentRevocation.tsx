import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { reinstateDocument, revokeDocument, type AdminDocument } from '../../../api/admin.ts';
import { students } from '../../../api/queries/students.ts';
import { useServerQuery } from '../../../api/query.ts';
import { Field } from '../../../components/Field.tsx';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../stores/toast.ts';
import { listFailure } from '../failures.ts';
import { documentTitles } from '../document-titles.ts';

/**
 * A student's issued documents (number, version, verification page) with Revoke (a reason asked
 * first) and Reinstate. Read again with everything else about students (`students.all`), and after a
 * correction re-issued them.
 * Self-contained, so any screen that shows one student can mount it.
 */
export function DocumentRevocation({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const list = useServerQuery(students.documents(studentId));
  const docs = list.data?.documents ?? [];
  return (
    <section aria-label={t`Issued documents`} className="stack">
      <h3>
        <Trans>Issued documents</Trans>
      </h3>
      <ListStatus
        error={list.error ? listFailure(list.error, t`documents`) : null}
        onRetry={() => void list.refetch()}
        empty={!list.isFetching && list.data !== undefined && docs.length === 0}
        emptyText={t`No documents issued yet.`}
      />
      <ul className="revocation-list">
        {docs.map((d) => (
          <DocumentRow key={d.id} doc={d} />
        ))}
      </ul>
    </section>
  );
}

function DocumentRow({ doc }: { doc: AdminDocument }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const errorId = useId();
  const act = useServerMutation(
    async (kind: 'revoke' | 'reinstate') => {
      const answer = kind === 'revoke' ? await revokeDocument(doc.id, reason) : await reinstateDocument(doc.id);
      toast.success(answer.message ?? '');
      setAsking(false);
      setReason('');
    },
    { onError: (err) => toast.error(errorMessage(err)), invalidates: [students.all] },
  );
  const label = i18n._(documentTitles[doc.kind]);
  const version = f.number(doc.version);
  const earlier = f.number(doc.earlierVersions);
  const issued = f.date(doc.issuedOn);
  // English writes the kind in lower case inside a sentence; Tamil has no case.
  const lowerLabel = label.toLowerCase();
  return (
    <li className="revocation-list__item" data-testid="admin-document">
      <p>
        {doc.earlierVersions > 0 ? (
          <Trans>
            <strong>{label}</strong> <span className="mono">{doc.certificateNumber}</span>, version {version} ({earlier}{' '}
            earlier kept), issued {issued}.
          </Trans>
        ) : (
          <Trans>
            <strong>{label}</strong> <span className="mono">{doc.certificateNumber}</span>, version {version}, issued{' '}
            {issued}.
          </Trans>
        )}{' '}
        <a href={doc.verifyPath} target="_blank" rel="noopener">
          <Trans>
            Verification page<span className="visually-hidden"> of the {label} (opens in a new tab)</span>
          </Trans>
        </a>
      </p>
      {doc.revokedAt ? (
        <p className="notice notice--error">
          {doc.revokedReason
            ? t`Revoked on ${f.date(doc.revokedAt)}: ${doc.revokedReason}`
            : t`Revoked on ${f.date(doc.revokedAt)}`}{' '}
          <button
            type="button"
            className="button button--small"
            disabled={act.pending}
            onClick={() => void act.run('reinstate')}
          >
            <Trans>
              Reinstate<span className="visually-hidden"> the {label}</span>
            </Trans>
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
          <Field
            label={t`Reason for revoking the ${lowerLabel}`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            aria-describedby={errorId}
          />
          <div className="button-row button-row--tight">
            <button type="submit" className="button button--small button--danger" disabled={act.pending}>
              <Trans>Revoke</Trans>
            </button>
            <button type="button" className="button button--small button--ghost" onClick={() => setAsking(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
          <p id={errorId} role="status" aria-live="polite" className="field__error">
            {act.error ? errorMessage(act.error) : ''}
          </p>
        </form>
      ) : (
        <button type="button" className="button button--small button--ghost" onClick={() => setAsking(true)}>
          <Trans>
            Revoke<span className="visually-hidden"> the {label}</span>
          </Trans>
        </button>
      )}
    </li>
  );
}
