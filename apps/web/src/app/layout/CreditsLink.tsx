import { Coins, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import { formatCredits } from '../../shared/format/credits';

/** The credit balance, with a plus that leads to the credit packs. */
export function CreditsLink({ credits }: { credits: number | undefined }) {
  return (
    <span className="flex items-center gap-1" data-testid="navbar-credits">
      <Coins className="size-4 text-warning" aria-hidden />
      {credits === undefined ? (
        <span className="skeleton h-4 w-10" aria-label="Loading credits" />
      ) : (
        <span className="tabular text-sm font-semibold" title="Credits">
          {formatCredits(credits)}
        </span>
      )}
      <Link to={paths.pricing} className="btn btn-ghost btn-xs btn-circle" aria-label="Buy credits">
        <Plus className="size-4" aria-hidden />
      </Link>
    </span>
  );
}
