import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import { useSignIn } from '../../../shared/auth/session';
import { useToast } from '../../../shared/toast/toast-context';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../../../shared/ui/TextField';
import { authMessages, signUpErrorMessage } from '../lib/messages';
import { useTimedMessage } from '../lib/use-timed-message';

const ALERT_MS = 5000;

export default function SignUpPage() {
  const [form, setForm] = useState({ username: '', email: '', password: '', confirm: '' });
  const [acceptsTerms, setAcceptsTerms] = useState(false);
  const { message, show } = useTimedMessage(ALERT_MS);
  const signUp = useSignUp();
  const toast = useToast();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.password !== form.confirm) return show('error', authMessages.passwordsDoNotMatchSignUp);
    signUp.mutate(
      { username: form.username.trim(), email: form.email.trim(), password: form.password },
      {
        onSuccess: async (answer) => {
          // Storing the token swaps this page for the profile (the guest-only guard), so toast first.
          toast.success(authMessages.signedUp);
          await signIn(answer.access_token);
          void navigate(paths.profile, { replace: true });
        },
        onError: (error) => show('error', signUpErrorMessage(error)),
      },
    );
  };

  return (
    <AuthCard
      title="Sign Up"
      subtitle="Create your account and start a free trial."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.signIn} className="link link-primary">
            Sign In
          </Link>
        </>
      }
    >
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <TextField
          label="Username"
          value={form.username}
          onChange={set('username')}
          required
          minLength={3}
          maxLength={32}
          pattern="[A-Za-z0-9_.\-]{3,32}"
          title="3 to 32 letters, digits, _, - or ."
          autoComplete="username"
        />
        <TextField
          label="Email"
          type="email"
          value={form.email}
          onChange={set('email')}
          required
          autoComplete="email"
        />
        <TextField
          label="Password"
          type="password"
          value={form.password}
          onChange={set('password')}
          required
          minLength={8}
          maxLength={128}
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        <TextField
          label="Confirm Password"
          type="password"
          value={form.confirm}
          onChange={set('confirm')}
          required
          autoComplete="new-password"
        />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm checkbox-primary mt-0.5"
            checked={acceptsTerms}
            onChange={(event) => setAcceptsTerms(event.target.checked)}
            required
          />
          <span>
            I agree to the{' '}
            <Link to={paths.terms} className="link link-primary" target="_blank">
              Terms of Service
            </Link>
          </span>
        </label>
        <FormAlert message={message} />
        <button type="submit" className="btn btn-primary" disabled={signUp.isPending}>
          {signUp.isPending && <span className="loading loading-spinner loading-sm" />}
          Sign Up
        </button>
      </form>
    </AuthCard>
  );
}
