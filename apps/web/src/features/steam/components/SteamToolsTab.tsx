import type { TradingAccount } from '@skinpilot/contract';
import { KeyRound } from 'lucide-react';
import { errorMessage } from '../../../shared/api/api-error';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import { useToast } from '../../../shared/toast/toast-context';
import { useSteamLoyaltyToken, useSteamProfile, useSteamTwoFactorCode } from '../api/steam-profile';
import { STEAM_TOAST_MS } from '../lib/steam-toast';
import { CopyButton } from './CopyButton';

/** Section 2.10: why the tools are off, or null when they are on. */
export function toolsDisabledReason(account: TradingAccount): string | null {
  if (account.steam_data?.is_community_banned) return 'Disabled - Account is community banned';
  if (account.status === 'suspended_payment_required')
    return 'Disabled - Payment required to reactivate account';
  return null;
}

type ToolProps = {
  label: string;
  value: string | undefined;
  shown: string | undefined;
  pending: boolean;
  disabledReason: string | null;
  onGenerate: () => void;
};

function ToolRow({ label, value, shown, pending, disabledReason, onGenerate }: ToolProps) {
  return (
    <div className="rounded-box bg-base-300/60 p-3" data-testid={`steam-tool-${label}`}>
      <div className="flex items-center justify-between gap-2">
        <h4 className="font-semibold">{label}</h4>
        <div className="flex gap-1">
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={disabledReason !== null || pending}
            onClick={onGenerate}
          >
            {pending && <span className="loading loading-spinner loading-xs" />} Generate
          </button>
          <CopyButton value={value ?? ''} label={label} disabled={disabledReason !== null} />
        </div>
      </div>
      <p className="mt-2 break-all font-mono text-sm">
        {disabledReason ?? shown ?? <span className="opacity-60">Not generated yet</span>}
      </p>
    </div>
  );
}

/** Section 2.10's Steam Tools: profile URL, trade URL, loyalty token and 2FA code, each generated on demand. */
export function SteamToolsTab({ account }: { account: TradingAccount }) {
  const mask = usePrivacyMasks();
  const toast = useToast();
  const fail = (fallback: string) => (error: unknown) =>
    toast.error(errorMessage(error, fallback), { durationMs: STEAM_TOAST_MS });
  const profile = useSteamProfile(account.steam_id, fail('Failed to fetch Steam profile data'));
  const token = useSteamLoyaltyToken(account.steam_id, fail('Failed to fetch loyalty token'));
  const code = useSteamTwoFactorCode(account.steam_id, fail('Failed to generate two-factor code'));
  const disabled = toolsDisabledReason(account);
  const profileUrl = profile.data?.profile_data.profile_url;
  const tradeUrl = profile.data?.profile_data.trade_url;
  return (
    <div className="space-y-3" data-testid="steam-tools">
      <h3 className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4" aria-hidden /> Steam Tools
      </h3>
      <ToolRow
        label="Profile URL"
        value={profileUrl}
        shown={profileUrl && mask.profileUrl(profileUrl)}
        pending={profile.isPending}
        disabledReason={disabled}
        onGenerate={() => profile.mutate()}
      />
      <ToolRow
        label="Trade URL"
        value={tradeUrl}
        shown={tradeUrl && mask.tradeUrl(tradeUrl)}
        pending={profile.isPending}
        disabledReason={disabled}
        onGenerate={() => profile.mutate()}
      />
      <ToolRow
        label="Loyalty Token"
        value={token.data?.loyalty_token}
        shown={token.data && mask.token(token.data.loyalty_token)}
        pending={token.isPending}
        disabledReason={disabled}
        onGenerate={() => token.mutate()}
      />
      <ToolRow
        label="2FA Code"
        value={code.data?.two_factor_code}
        shown={code.data && mask.token(code.data.two_factor_code)}
        pending={code.isPending}
        disabledReason={disabled}
        onGenerate={() => code.mutate()}
      />
    </div>
  );
}
