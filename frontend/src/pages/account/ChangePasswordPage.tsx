import { Link } from 'react-router';
import { changePassword } from '../../api/endpoints.ts';
import { FormStatus } from '../../components/FormStatus.tsx';
import { NewPasswordFields, PasswordField } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useNewPasswordForm } from '../../hooks/useNewPasswordForm.ts';
import { useSession } from '../../stores/session.ts';
import { toast } from '../../stores/toast.ts';

/**
 * Change your password (interns from the dashboard, admins from Security): current password, new
 * password, the new one again. The server refuses common and guessable passwords and signs the
 * account out everywhere else; this browser stays signed in.
 */
export default function ChangePasswordPage() {
  useDocumentTitle('Change your password');
  const role = useSession((s) => s.user?.role);
  const form = useNewPasswordForm({
    send: async (values) => {
      const answer = await changePassword(values);
      form.setMessage({ kind: 'success', text: answer.message });
      toast.success('Password changed.');
    },
  });

  const back = role === 'admin' ? { to: '/admin/security', label: 'Back to Security' } : { to: '/dashboard', label: 'Back to the dashboard' };
  return (
    <div className="container narrow section account-page">
      <h1>Change your password</h1>
      <p>After the change you stay signed in here, and every other device signed in to your account is signed out.</p>
      <form onSubmit={form.submit} className="form card-panel" noValidate>
        <PasswordField autoComplete="current-password" {...form.current} />
        <NewPasswordFields {...form.fresh} />
        <FormStatus message={form.message} />
        <SubmitButton busy={form.pending}>Change password</SubmitButton>
        <p className="form__foot">
          <Link to={back.to}>{back.label}</Link>
        </p>
      </form>
    </div>
  );
}
