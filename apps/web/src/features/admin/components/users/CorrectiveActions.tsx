import type { z } from 'zod';
import type { adminUserDetails } from '@skinpilot/contract';
import { useState } from 'react';
import { useNow } from '../../../../shared/time/use-now';
import { errorMessage } from '../../../../shared/api/api-error';
import { ConfirmDialog } from '../ConfirmDialog';
import { useUserAction, type UserAction } from '../../api/user-actions';
import { useAdminToast } from '../../lib/use-admin-toast';
import { formatCredits } from '../../../../shared/format/credits';

type Details = z.infer<typeof adminUserDetails>;
type Kind =
  | 'remove_credits'
  | 'revoke'
  | 'shorten'
  | 'suspend'
  | 'unsuspend'
  | 'reset_2fa'
  | 'unlock_sign_in'
  | 'password_reset';

const titles: Record<Kind, string> = {
  remove_credits: 'Remove credits',
  revoke: 'Revoke licence',
  shorten: 'Shorten licence',
  suspend: 'Suspend user',
  unsuspend: 'Unsuspend user',
  reset_2fa: 'Reset two-factor sign-in',
  unlock_sign_in: 'Lift sign-in lock',
  password_reset: 'Send password reset',
};

/** What each confirmation says will happen, in words the admin can check before confirming. */
function consequence(kind: Kind, user: Details): string {
  switch (kind) {
    case 'remove_credits':
      return `Credits are taken from ${user.email} through the ledger (balance now ${formatCredits(user.credits)}); the balance never goes below zero.`;
    case 'revoke':
      return `The licence of ${user.email} ends now.`;
    case 'shorten':
      return `Days are taken off the end of ${user.email}'s licence.`;
    case 'suspend':
      return `${user.email} is signed out everywhere and cannot sign in until unsuspended.`;
    case 'unsuspend':
      return `${user.email} may sign in again.`;
    case 'reset_2fa':
      return `Two-factor sign-in, its backup codes and every session of ${user.email} end; the password alone signs in until 2FA is set up again.`;
    case 'unlock_sign_in':
      return `Every failed sign-in counted against ${user.email} is forgotten, from any address; the next sign-in is checked at once.`;
    case 'password_reset':
      return `A one-hour password reset link is mailed to ${user.email}.`;
  }
}

const needsReason = (kind: Kind) => ['remove_credits', 'revoke', 'shorten', 'suspend'].includes(kind);

/** The user details modal's corrective actions, each behind a confirmation and audited on the server. */
export function CorrectiveActions({ user, isSelf }: { user: Details; isSelf: boolean }) {
  const toast = useAdminToast();
  const action = useUserAction(user.id);
  const [open, setOpen] = useState<Kind | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const now = useNow(60_000);
  const hasLicence = user.license_expiry !== null && Date.parse(user.license_expiry) > now;

  function start(kind: Kind) {
    setAmount('');
    setReason('');
    setOpen(kind);
  }

  function payload(kind: Kind): UserAction {
    const why = reason;
    switch (kind) {
      case 'remove_credits':
        return { kind, body: { credits: Number(amount), reason: why } };
      case 'revoke':
        return { kind: 'licence', body: { action: 'revoke', reason: why } };
      case 'shorten':
        return { kind: 'licence', body: { action: 'shorten', days: Number(amount), reason: why } };
      case 'suspend':
        return { kind, body: { reason: why } };
      default:
        return { kind };
    }
  }

  function confirm() {
    if (!open) return;
    action.mutate(payload(open), {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setOpen(null);
      },
      onError: (error) => toast.error(errorMessage(error, `${titles[open]} failed`)),
    });
  }

  const button = (kind: Kind, enabled = true) => (
    <button
      key={kind}
      type="button"
      className={`btn btn-sm ${['unsuspend', 'unlock_sign_in', 'password_reset'].includes(kind) ? '' : 'btn-outline btn-error'}`}
      disabled={!enabled}
      onClick={() => start(kind)}
    >
      {titles[kind]}
    </button>
  );

  return (
    <section aria-label="Corrective actions" className="flex flex-col gap-2">
      <h3 className="font-semibold">Corrective actions</h3>
      <div className="flex flex-wrap gap-2">
        {button('remove_credits', user.credits > 0)}
        {button('revoke', hasLicence)}
        {button('shorten', hasLicence)}
        {user.suspended_at ? button('unsuspend') : button('suspend', !isSelf)}
        {button('reset_2fa', user.two_factor_enabled)}
        {button('unlock_sign_in')}
        {button('password_reset')}
      </div>
      <ConfirmDialog
        open={open !== null}
        title={open ? titles[open] : ''}
        confirmLabel={open ? titles[open] : 'Confirm'}
        onConfirm={confirm}
        onCancel={() => setOpen(null)}
        isPending={action.isPending}
      >
        {open && (
          <div className="flex flex-col gap-3">
            <p>{consequence(open, user)}</p>
            {(open === 'remove_credits' || open === 'shorten') && (
              <label className="form-control">
                <span className="label-text mb-1">
                  {open === 'shorten' ? 'Days to take off' : 'Credits to remove'}
                </span>
                <input
                  type="number"
                  className="input input-bordered w-full invalid:input-error"
                  required
                  min={open === 'shorten' ? 1 : 0.01}
                  step={open === 'shorten' ? 1 : 0.01}
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                />
              </label>
            )}
            {needsReason(open) && (
              <label className="form-control">
                <span className="label-text mb-1">Reason (kept in the audit log)</span>
                <input
                  className="input input-bordered w-full"
                  maxLength={500}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              </label>
            )}
          </div>
        )}
      </ConfirmDialog>
    </section>
  );
}
