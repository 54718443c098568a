import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import {
  passwordResetRequestError,
  useRequestPasswordReset,
} from '../../../shared/auth/request-password-reset';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../../../shared/ui/TextField';
import { authMessages } from '../lib/messages';
import { useTimedMessage } from '../lib/use-timed-message';

const ALERT_MS = 5000;

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const { message, show } = useTimedMessage(ALERT_MS);
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim(), {
      onError: (error) => show('error', passwordResetRequestError(error)),
    });
  };

  return (
    <AuthCard
      title="Forgot password"
      subtitle="We will e-mail you a link to reset it."
      footer={
        <Link to={paths.signIn} className="link link-primary">
          Back to Sign In
        </Link>
      }
    >
      {request.isSuccess ? (
        <div role="status" className="alert alert-success">
          <span>{authMessages.resetLinkSent}</span>
        </div>
      ) : (
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            autoComplete="email"
          />
          <FormAlert message={message} />
          <button type="submit" className="btn btn-primary" disabled={request.isPending}>
            {request.isPending && <span className="loading loading-spinner loading-sm" />}
            Send reset link
          </button>
        </form>
      )}
    </AuthCard>
  );
}
