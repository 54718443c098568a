import { Gift, MessageCircle, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import { openDiscordLogin } from '../../../../shared/api/discord-login';
import { useToast } from '../../../../shared/toast/toast-context';

type Props = { hasDiscord: boolean; canStartTrial: boolean; starting: boolean; onStartTrial: () => void };

export function GetStartedHero({ hasDiscord, canStartTrial, starting, onStartTrial }: Props) {
  const toast = useToast();
  // A browser navigation after a one-use code: Discord's consent screen needs the whole window.
  const connectDiscord = () =>
    openDiscordLogin().catch((error: unknown) =>
      toast.error(error instanceof Error ? error.message : 'Could not start linking Discord.'),
    );

  return (
    <section className="card bg-gradient-to-br from-primary/20 to-base-200 shadow">
      <div className="card-body gap-4">
        <h2 className="card-title text-2xl">Start trading in minutes</h2>
        <p className="opacity-80">
          Connect your CSGORoll and Steam accounts and let the bots snipe, list and deposit for you.
        </p>
        {!hasDiscord && (
          <div role="alert" className="alert alert-warning">
            <TriangleAlert className="size-5" aria-hidden />
            <span>Connect your Discord account to unlock the 24-hour free trial.</span>
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          {!hasDiscord ? (
            <button type="button" className="btn btn-primary" onClick={connectDiscord}>
              <MessageCircle className="size-4" aria-hidden /> Connect Discord
            </button>
          ) : (
            canStartTrial && (
              <button type="button" className="btn btn-primary" disabled={starting} onClick={onStartTrial}>
                {starting ? (
                  <span className="loading loading-spinner loading-sm" aria-hidden />
                ) : (
                  <Gift className="size-4" aria-hidden />
                )}
                Start 24-Hour Free Trial + 1000 Credits
              </button>
            )
          )}
          <Link to={paths.pricing} className="btn btn-outline">
            View Pricing Plans
          </Link>
        </div>
      </div>
    </section>
  );
}
