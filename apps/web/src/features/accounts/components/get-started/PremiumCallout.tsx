import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import { usePublicConfig } from '../../../../shared/config/use-public-config';

export function PremiumCallout() {
  const { discord_invite_url } = usePublicConfig();
  return (
    <section className="card border border-warning/40 bg-base-200" aria-labelledby="go-premium">
      <div className="card-body gap-3">
        <h2 id="go-premium" className="card-title">
          <Crown className="size-5 text-warning" aria-hidden /> Ready to Go Premium?
        </h2>
        <p className="opacity-80">
          More accounts, sniping slots and every automation, with no time limit. Questions first? Ask the
          community.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.pricing} className="btn btn-warning">
            See Pricing
          </Link>
          <a href={discord_invite_url} target="_blank" rel="noreferrer" className="btn btn-outline">
            Join our Discord
          </a>
        </div>
      </div>
    </section>
  );
}
