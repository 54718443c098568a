import type { UserProfile } from '@skinpilot/contract';
import {
  passwordResetRequestError,
  useRequestPasswordReset,
} from '../../../shared/auth/request-password-reset';
import { useToast } from '../../../shared/toast/toast-context';
import { profileMessages } from '../lib/messages';
import { SettingsCard } from './SettingsCard';

/** A password change goes through the mailed reset link, which proves the mailbox as well. */
export function ChangePasswordCard({ user }: { user: UserProfile | undefined }) {
  const request = useRequestPasswordReset();
  const toast = useToast();
  const send = () => {
    if (!user) return toast.error(profileMessages.userNotAvailable);
    request.mutate(user.email, {
      onSuccess: () => toast.success(profileMessages.resetLinkSent),
      onError: (error) => toast.error(passwordResetRequestError(error)),
    });
  };
  return (
    <SettingsCard
      id="change-password"
      title="Change Password"
      description="We e-mail you a link to choose a new password. Every other session is signed out once it is changed."
    >
      <div>
        <button type="button" className="btn btn-sm" onClick={send} disabled={request.isPending}>
          {request.isPending && <span className="loading loading-spinner loading-xs" />}
          Send password reset link
        </button>
      </div>
    </SettingsCard>
  );
}
