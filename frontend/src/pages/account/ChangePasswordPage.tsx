import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { changePassword } from '../../api/endpoints.ts';
import { FormStatus } from '../../components/FormStatus.tsx';
import { NewPasswordFields, PasswordField } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { answerText } from '../../i18n/answer-text.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useNewPasswordForm } from '../../hooks/useNewPasswordForm.ts';
import { useSessionUser } from '../../hooks/useSession.ts';
import { toast } from '../../stores/toast.ts';

/**
 * Change your password (interns from the dashboard, admins from Security): current password, new
 * password, the new one again. The server refuses common and guessable passwords and signs the
 * account out everywhere else; this browser stays signed in.
 */
export default function ChangePasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Change your password`);
  const role = useSessionUser()?.role;
  const form = useNewPasswordForm({
    send: async (values) => {
      const answer = await changePassword(values);
      form.setMessage({ kind: 'success', text: answerText(answer) });
      toast.success(t`Password changed.`);
    },
  });

  // An admin's way back stays in English, like the admin panels.
  const back =
    role === 'admin'
      ? { to: '/admin/security', label: 'Back to Security' }
      : { to: '/dashboard', label: t`Back to the dashboard` };
  return (
    <div className="container narrow section account-page">
      <h1>
        <Trans>Change your password</Trans>
      </h1>
      <p>
        <Trans>
          After the change you stay signed in here, and every other device signed in to your account is signed out.
        </Trans>
      </p>
      <form onSubmit={form.submit} className="form card-panel" noValidate>
        <PasswordField autoComplete="current-password" {...form.current} />
        <NewPasswordFields {...form.fresh} />
        <FormStatus message={form.message} />
        <SubmitButton busy={form.pending}>
          <Trans>Change password</Trans>
        </SubmitButton>
        <p className="form__foot">
          <Link to={back.to}>{back.label}</Link>
        </p>
      </form>
    </div>
  );
}
