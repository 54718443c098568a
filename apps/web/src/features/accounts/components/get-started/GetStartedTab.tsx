import type { UserProfile } from '@skinpilot/contract';
import { hasActiveLicence } from '@skinpilot/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../../shared/api/api-error';
import { useToast } from '../../../../shared/toast/toast-context';
import { useStartFreeTrial } from '../../api/start-free-trial';
import { dismissHint, isHintDismissed } from '../../lib/dismissed-hints';
import { useNow } from '../../../../shared/time/use-now';
import { celebrate } from './celebrate';
import { GetStartedHero } from './GetStartedHero';
import { HowToSteps } from './HowToSteps';
import { PremiumCallout } from './PremiumCallout';
import { SpotlightCoach } from './SpotlightCoach';
import { TrialChecklist } from './TrialChecklist';
import { TrialWelcomeCard } from './TrialWelcomeCard';

/** Toasts on this screen stay 5 s (section 9): people read them while confetti falls. */
const GET_STARTED_TOAST_MS = 5000;
export const DISCORD_REQUIRED = 'Please connect your Discord account first to start the free trial.';

type Props = {
  user: UserProfile;
  onTrialStarted: () => void;
  /** Opens another tab of the trading page. */
  onOpenTab: (tab: 'overview' | 'accounts') => void;
};

export function GetStartedTab({ user, onTrialStarted, onOpenTab }: Props) {
  const toast = useToast();
  const navigate = useNavigate();
  const startTrial = useStartFreeTrial();
  const [spotlightOpen, setSpotlightOpen] = useState(() => !isHintDismissed('add-account-spotlight'));
  const now = useNow(60_000);
  const onTrial = user.role === 'free_trial' && hasActiveLicence(user.license_expiry, now);
  const canStartTrial = user.role === 'user' && !hasActiveLicence(user.license_expiry, now);

  const start = () => {
    if (!user.discord_id) {
      toast.error(DISCORD_REQUIRED, { durationMs: GET_STARTED_TOAST_MS });
      return;
    }
    startTrial.mutate(undefined, {
      onSuccess: (answer) => {
        celebrate();
        toast.success(`Your 24-hour free trial has started: ${answer.credits_added} credits added.`, {
          durationMs: GET_STARTED_TOAST_MS,
        });
        onTrialStarted();
      },
      onError: (error) =>
        toast.error(errorMessage(error, 'Failed to start free trial'), { durationMs: GET_STARTED_TOAST_MS }),
    });
  };

  const addCsgoroll = () => {
    onOpenTab('accounts');
    void navigate('?tab=accounts&add=csgoroll', { replace: true });
  };

  const closeSpotlight = () => {
    dismissHint('add-account-spotlight');
    setSpotlightOpen(false);
  };

  return (
    <div className="space-y-6">
      <GetStartedHero
        hasDiscord={Boolean(user.discord_id)}
        canStartTrial={canStartTrial}
        starting={startTrial.isPending}
        onStartTrial={start}
      />
      {onTrial ? (
        <TrialWelcomeCard
          user={user}
          onAddCsgoroll={addCsgoroll}
          onExploreOverview={() => onOpenTab('overview')}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <HowToSteps className="lg:col-span-2" />
          <TrialChecklist
            hasDiscord={Boolean(user.discord_id)}
            trialReady={canStartTrial && Boolean(user.discord_id)}
          />
        </div>
      )}
      <PremiumCallout />
      {onTrial && spotlightOpen && (
        <SpotlightCoach
          targetId="add-csgoroll-account"
          onAddNow={() => {
            closeSpotlight();
            addCsgoroll();
          }}
          onLater={closeSpotlight}
        />
      )}
    </div>
  );
}
