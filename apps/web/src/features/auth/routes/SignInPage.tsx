import { normaliseSecondFactorCode } from '@skinpilot/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import { useSignIn } from '../../../shared/auth/session';
import { useSignInForm } from '../api/sign-in';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../../../shared/ui/TextField';
import { TwoFactorModal } from '../components/TwoFactorModal';
import { signInErrorMessage, twoFactorErrorMessage } from '../lib/messages';
import { useTimedMessage } from '../lib/use-timed-message';

/** Sign-in errors show for 5 seconds. */
const ALERT_MS = 5000;

export default function SignInPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  /** Set while the server waits for the second factor; the modal is open exactly then. */
  const [tempToken, setTempToken] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const formAlert = useTimedMessage(ALERT_MS);
  const modalAlert = useTimedMessage(ALERT_MS);
  const signIn = useSignInForm();
  const storeSession = useSignIn();
  const navigate = useNavigate();
  const finishSignIn = async (accessToken: string) => {
    await storeSession(accessToken);
    void navigate(paths.profile, { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    formAlert.clear();
    signIn.mutate(
      { email, password },
      {
        onSuccess: (answer) => {
          if ('requires_2fa' in answer) setTempToken(answer.temp_token);
          else void finishSignIn(answer.access_token);
        },
        onError: (error) => formAlert.show('error', signInErrorMessage(error)),
      },
    );
  };

  const verify = () => {
    signIn.mutate(
      { email, password, twoFactorCode: normaliseSecondFactorCode(code) },
      {
        onSuccess: (answer) => {
          if ('access_token' in answer) {
            setTempToken(null);
            void finishSignIn(answer.access_token);
          }
        },
        onError: (error) => {
          setCode('');
          modalAlert.show('error', twoFactorErrorMessage(error));
        },
      },
    );
  };

  const cancel = () => {
    setCode('');
    setTempToken(null);
    modalAlert.clear();
  };

  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back."
      footer={
        <>
          No account yet?{' '}
          <Link to={paths.signUp} className="link link-primary">
            Sign Up
          </Link>
        </>
      }
    >
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          autoComplete="email"
        />
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          autoComplete="current-password"
        />
        <Link to={paths.forgotPassword} className="link link-primary self-end text-sm">
          Forgot password?
        </Link>
        <FormAlert message={formAlert.message} />
        <button type="submit" className="btn btn-primary" disabled={signIn.isPending}>
          {signIn.isPending && tempToken === null && <span className="loading loading-spinner loading-sm" />}
          Sign In
        </button>
      </form>
      <TwoFactorModal
        open={tempToken !== null}
        code={code}
        onCodeChange={setCode}
        onVerify={verify}
        onCancel={cancel}
        isVerifying={signIn.isPending}
        message={modalAlert.message}
      />
    </AuthCard>
  );
}
