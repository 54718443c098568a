import type { UserProfile } from '@skinpilot/contract';
import { parseUtcTimestamp } from '@skinpilot/domain';
import { BarChart3, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { dismissHint, isHintDismissed } from '../../lib/dismissed-hints';
import { trialTimeLeftPercent, trialTimeLeftText } from '../../lib/trial-progress';
import { useNow } from '../../../../shared/time/use-now';
import { AnimatedNumber } from './AnimatedNumber';

type Props = { user: UserProfile; onAddCsgoroll: () => void; onExploreOverview: () => void };

export function TrialWelcomeCard({ user, onAddCsgoroll, onExploreOverview }: Props) {
  const now = useNow(30_000);
  const [tooltipOpen, setTooltipOpen] = useState(() => !isHintDismissed('add-account-tooltip'));
  const percent = trialTimeLeftPercent(user.license_expiry, now);
  const expiry = user.license_expiry ? new Date(parseUtcTimestamp(user.license_expiry)) : null;

  return (
    <section className="card bg-base-200 shadow" aria-labelledby="trial-welcome">
      <div className="card-body gap-4">
        <h2 id="trial-welcome" className="card-title text-xl">
          Welcome to your free trial!
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <p className="text-sm opacity-70">Expires</p>
            <p className="font-semibold">{expiry ? expiry.toLocaleString() : '—'}</p>
          </div>
          <div>
            <p className="text-sm opacity-70">Time left</p>
            <p className="font-semibold tabular-nums" data-testid="trial-time-left">
              {trialTimeLeftText(user.license_expiry, now)}
            </p>
          </div>
          <div>
            <p className="text-sm opacity-70">Credits</p>
            <p className="text-2xl font-bold tabular-nums text-primary" data-testid="trial-credits">
              <AnimatedNumber value={user.credits} />
            </p>
          </div>
        </div>
        <div>
          <progress
            className="progress progress-primary w-full"
            value={percent}
            max={100}
            aria-label="Trial time left"
          />
        </div>
        <div className="flex flex-wrap items-start gap-3">
          <div className="relative">
            <button
              id="add-csgoroll-account"
              type="button"
              className="btn btn-primary"
              onClick={onAddCsgoroll}
            >
              <Plus className="size-4" aria-hidden /> Add CSGORoll Account
            </button>
            {tooltipOpen && (
              <div
                role="tooltip"
                className="absolute left-0 top-full z-10 mt-2 flex w-64 items-start gap-2 rounded-box bg-info p-3 text-sm text-info-content shadow-lg"
              >
                <span>Start here: connect your CSGORoll account so the bot can trade for you.</span>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs btn-circle"
                  aria-label="Dismiss tip"
                  onClick={() => {
                    dismissHint('add-account-tooltip');
                    setTooltipOpen(false);
                  }}
                >
                  <X className="size-3" aria-hidden />
                </button>
              </div>
            )}
          </div>
          <button type="button" className="btn btn-outline" onClick={onExploreOverview}>
            <BarChart3 className="size-4" aria-hidden /> Explore Overview
          </button>
        </div>
      </div>
    </section>
  );
}
