import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../../../shared/ui/TextField';
import { authMessages, resetErrorMessage } from '../lib/messages';
import { useTimedMessage } from '../lib/use-timed-message';

/** Status messages clear after 3 seconds; after a success the sign-in page follows 2 seconds later. */
const MESSAGE_MS = 3000;
const REDIRECT_MS = 2000;

export default function ChangePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { message, show } = useTimedMessage(MESSAGE_MS);
  const confirmReset = useConfirmPasswordReset();
  const navigate = useNavigate();

  const isDone = confirmReset.isSuccess;
  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => void navigate(paths.signIn), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return show('error', authMessages.missingResetToken);
    if (password !== confirm) return show('error', authMessages.passwordsDoNotMatchReset);
    confirmReset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => show('success', authMessages.resetDone),
        onError: (error) => show('error', resetErrorMessage(error)),
      },
    );
  };

  return (
    <AuthCard
      title="Reset password"
      subtitle="Choose a new password."
      footer={
        <Link to={paths.forgotPassword} className="link link-primary">
          Request a new link
        </Link>
      }
    >
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <TextField
          label="New Password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          minLength={8}
          maxLength={128}
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        <TextField
          label="Confirm New Password"
          type="password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          required
          autoComplete="new-password"
        />
        <FormAlert message={message} />
        <button type="submit" className="btn btn-primary" disabled={confirmReset.isPending || isDone}>
          {confirmReset.isPending && <span className="loading loading-spinner loading-sm" />}
          Reset Password
        </button>
      </form>
    </AuthCard>
  );
}
