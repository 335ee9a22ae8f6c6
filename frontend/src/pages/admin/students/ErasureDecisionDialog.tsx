import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { approveErasure, refuseErasure, type AdminErasureRequest, type ErasureScopeView } from '../../../api/admin.ts';
import { useServerQuery } from '../../../api/query.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { TextAreaField } from '../../../components/Field.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { errorMessage, refusedField } from '../../../lib/error-message.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure, fetchFailed } from '../failures.ts';
import { students } from '../../../api/queries/students.ts';

export type ErasureDecision = { kind: 'approve' | 'refuse'; request: AdminErasureRequest };

const REASON_ID = 'erasure-refusal-reason';

/** How each link between the intern and a refer-and-earn record came to be, in the page's language. */
const LINKS: Record<ErasureScopeView['referrers'][number]['linkedBy'][number], MessageDescriptor> = {
  'joined-signed-in': msg`joined while signed in as the intern`,
  'member-confirmed': msg`the member confirming the intern's request`,
};

/**
 * What approving will touch, as the server's erasure will do it (GET .../scope answers the list the
 * erasure itself acts on): the intern's record, extra courses, documents, screenshots, contact
 * messages, and each linked refer-and-earn record (erased, or kept while a payout is owed to it).
 */
function ErasureScopeList({ scope }: { scope: ErasureScopeView }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const and = t`and`;
  const documents = plural(scope.documents, { one: '# document', other: '# documents' });
  const files = plural(scope.documentFiles, { one: '# PDF file', other: '# PDF files' });
  return (
    <ul data-testid="erasure-scope">
      <li>
        {scope.nameKept ? (
          <Trans>
            The intern&apos;s record: e-mail, phone, college and password (the name stays: issued certificates show it
            on /verify)
          </Trans>
        ) : (
          <Trans>The intern&apos;s record: e-mail, phone, college and password, and the name</Trans>
        )}
      </li>
      <li>
        <Plural
          value={scope.extraCourses}
          one="# extra course: e-mail and college"
          other="# extra courses: e-mail and college"
        />
      </li>
      <li>
        <Trans>
          {documents}: {files} deleted, the certificate numbers stay verifiable
        </Trans>
      </li>
      <li>
        <Plural
          value={scope.screenshotFiles}
          one="# payment screenshot file deleted"
          other="# payment screenshot files deleted"
        />
      </li>
      <li>
        {scope.emailProven ? (
          <Plural
            value={scope.contactMessages}
            one="# contact message from their address deleted"
            other="# contact messages from their address deleted"
          />
        ) : (
          <Trans>
            No contact messages: the intern never proved their e-mail, so messages from that address may be someone
            else&apos;s
          </Trans>
        )}
      </li>
      {scope.referrers.length === 0 ? (
        <li>
          <Trans>No refer-and-earn record is linked to this intern</Trans>
        </li>
      ) : (
        scope.referrers.map((r) => {
          const links = r.linkedBy.map((l) => i18n._(LINKS[l])).join(` ${and} `);
          const owed = f.rupees(r.owed);
          return (
            <li key={r.id} data-testid="erasure-scope-referrer">
              {r.code ? (
                <Trans>
                  Refer-and-earn record #{r.id} ({r.name}, code {r.code}), linked by {links}:
                </Trans>
              ) : (
                <Trans>
                  Refer-and-earn record #{r.id} ({r.name}), linked by {links}:
                </Trans>
              )}{' '}
              {r.erase ? (
                t`name, e-mail, phone, UPI id and code erased`
              ) : (
                <strong>
                  <Trans>kept as it is: {owed} is still owed to it</Trans>
                </strong>
              )}
            </li>
          );
        })
      )}
    </ul>
  );
}

/**
 * The admin's decision on an erasure request: approve (a confirm step listing what it will touch: it
 * cannot be undone), or
 * refuse with a reason the intern is mailed. Done, the server's answer is toasted and `onDone` told;
 * a refusal stays in the dialog.
 */
export function ErasureDecisionDialog({
  decision,
  onDone,
  onClose,
}: {
  decision: ErasureDecision;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { kind, request } = decision;
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const act = useServerMutation(
    async () => {
      const answer =
        kind === 'approve' ? await approveErasure(request.id) : await refuseErasure(request.id, reason.trim());
      toast.success(answer.message);
      onDone();
    },
    // An erased student's row and request change on /ab.
    { invalidates: [students.all] },
  );
  const confirm = () => {
    const blank = kind === 'refuse' && !reason.trim();
    setMissing(blank);
    if (blank) document.getElementById(REASON_ID)?.focus();
    else void act.run();
  };
  const scope = useServerQuery({ ...students.erasureScope(request.id), enabled: kind === 'approve' });
  const atReason = refusedField(act.error) === 'reason';
  const failure = act.error ? actionFailure(act.error) : null;

  if (kind === 'approve')
    return (
      <ConfirmDialog
        open
        title={t`Erase the data of ${request.studentName}?`}
        confirmLabel={t`Approve and erase`}
        danger
        busy={act.pending}
        onConfirm={confirm}
        onClose={onClose}
      >
        <p>
          <Trans>
            This erases {request.studentName}&apos;s personal data for good. Issued certificates stay verifiable. This
            cannot be undone.
          </Trans>
        </p>
        {scope.data ? (
          <ErasureScopeList scope={scope.data} />
        ) : (
          <p className="muted" role={scope.error ? 'alert' : undefined}>
            {scope.error ? fetchFailed() : t`Loading what it will erase...`}
          </p>
        )}
        {failure && (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        )}
      </ConfirmDialog>
    );
  return (
    <ConfirmDialog
      open
      title={t`Refuse the erasure request of ${request.studentName}?`}
      confirmLabel={t`Refuse`}
      busy={act.pending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <TextAreaField
        id={REASON_ID}
        label={t`The reason (mailed to the intern)`}
        rows={3}
        maxLength={500}
        required
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          if (e.target.value.trim()) setMissing(false);
        }}
        error={missing ? t`Please give the reason for refusing.` : atReason ? errorMessage(act.error) : undefined}
      />
      {failure && !atReason && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
