import { Trans, useLingui } from '@lingui/react/macro';
import { PASSWORD_RESET_TTL_MINUTES } from 'shared/business';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Flags, isFlagged } from './Flags.tsx';
import type { StudentAction } from './StudentTable.tsx';

/** The confirm steps of Validate, Clear refer and Send reset link; `error` is the last attempt's failure, shown in the dialog. */
export function StudentDialogs({
  pending,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  pending: StudentAction | null;
  busy: boolean;
  error: string | null;
  onConfirm: (action: StudentAction) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const failed = error && (
    <p className="notice notice--error" role="alert">
      {error}
    </p>
  );
  const confirm = () => {
    if (pending) onConfirm(pending);
  };
  /** What each dialog shares: open for its own action, busy while it runs, confirmed or closed. */
  const dialog = (kind: StudentAction['kind']) => ({ open: pending?.kind === kind, busy, onConfirm: confirm, onClose });
  return (
    <>
      <ConfirmDialog
        {...dialog('validate')}
        title={pending ? t`Validate ${pending.student.name}?` : ''}
        confirmLabel={t`Validate`}
      >
        {pending && (
          <>
            <p>
              <Trans>
                UTR <strong className="mono">{pending.student.utr ?? t`not given`}</strong>, {pending.student.course}.
                Their offer letter is made and mailed at once.
              </Trans>
            </p>
            {isFlagged(pending.student) && (
              <div className="notice notice--error">
                <p>
                  <Trans>Check before validating:</Trans>
                </p>
                <Flags s={pending.student} />
              </div>
            )}
          </>
        )}
        {failed}
      </ConfirmDialog>
      <ConfirmDialog
        {...dialog('clear')}
        title={pending ? t`Clear the refer code of ${pending.student.name}?` : ''}
        confirmLabel={t`Clear refer`}
        danger
      >
        {pending && (
          <p>
            <Trans>
              The code <strong className="mono">{pending.student.referralCode}</strong> is removed from this enrolment,
              and its referrer is no longer paid for it.
            </Trans>
          </p>
        )}
        {failed}
      </ConfirmDialog>
      <ConfirmDialog
        {...dialog('reset')}
        title={pending ? t`Send ${pending.student.name} a link to set a new password?` : ''}
        confirmLabel={t`Send reset link`}
      >
        {pending && (
          <p>
            <Trans>
              A link is mailed to <strong>{pending.student.email}</strong>. It works once, for{' '}
              {PASSWORD_RESET_TTL_MINUTES} minutes; their password stays as it is until they use it.
            </Trans>
          </p>
        )}
        {failed}
      </ConfirmDialog>
    </>
  );
}
