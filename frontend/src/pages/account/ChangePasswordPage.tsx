import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { messages } from 'shared/messages';
import { changePassword } from '../../api/endpoints.ts';
import { FormStatus, type FormMessage } from '../../components/FormStatus.tsx';
import { NewPasswordFields, PasswordField } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { errorMessage, refusedField } from '../../lib/error-message.ts';
import { useSession } from '../../stores/session.ts';
import { toast } from '../../stores/toast.ts';

type FieldName = 'currentPassword' | 'newPassword' | 'confirmPassword';
const empty: Record<FieldName, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change your password (interns from the dashboard, admins from Security): current password, new
 * password, the new one again. The server refuses common and guessable passwords and signs the
 * account out everywhere else; this browser stays signed in.
 */
export default function ChangePasswordPage() {
  useDocumentTitle('Change your password');
  const role = useSession((s) => s.user?.role);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [message, setMessage] = useState<FormMessage>(null);
  const set = (name: FieldName) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const change = useAction(
    async () => {
      const answer = await changePassword(values);
      setValues(empty);
      setMessage({ kind: 'success', text: answer.message });
      toast.success('Password changed.');
    },
    (err) => {
      const text = errorMessage(err, { network: 'Network error. Please try again.' });
      const field = refusedField(err);
      if (field && Object.hasOwn(empty, field)) setErrors({ [field]: text });
      setMessage({ kind: 'error', text });
    },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    if (values.newPassword !== values.confirmPassword) {
      setErrors({ confirmPassword: messages.passwordConfirmationMismatch });
      setMessage({ kind: 'error', text: messages.passwordConfirmationMismatch });
      return;
    }
    setErrors({});
    void change.run();
  };

  const back = role === 'admin' ? { to: '/admin/security', label: 'Back to Security' } : { to: '/dashboard', label: 'Back to the dashboard' };
  return (
    <div className="container narrow section account-page">
      <h1>Change your password</h1>
      <p>After the change you stay signed in here, and every other device signed in to your account is signed out.</p>
      <form onSubmit={submit} className="form card-panel" noValidate>
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <NewPasswordFields
          password={{ label: 'New password', name: 'newPassword', value: values.newPassword, onChange: set('newPassword'), error: errors.newPassword }}
          confirm={{ label: 'Confirm the new password', name: 'confirmPassword', value: values.confirmPassword, onChange: set('confirmPassword'), error: errors.confirmPassword }}
          hint="At least 8 characters. Common passwords and ones made of your name or e-mail are refused; three or four unrelated words are easy to remember and hard to guess."
          maxLength={128}
        />
        <FormStatus message={message} />
        <SubmitButton busy={change.pending}>Change password</SubmitButton>
        <p className="form__foot">
          <Link to={back.to}>{back.label}</Link>
        </p>
      </form>
    </div>
  );
}
