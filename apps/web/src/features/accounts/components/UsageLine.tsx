import type { UserLimits } from '@skinpilot/contract';
import { isAtLimit } from '../lib/add-account-rules';

const platforms = [
  ['steam', 'Steam'],
  ['csgoroll', 'CSGORoll'],
  ['sniping', 'Sniping'],
] as const;

/** 'Steam 1/1 · CSGORoll 0/1 · Sniping 0/1'; a count at its limit turns red. */
export function UsageLine({ limits }: { limits: UserLimits }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Account usage">
      {platforms.map(([platform, label]) => (
        <span key={platform}>
          {label}:{' '}
          <span
            className={`font-semibold tabular-nums ${isAtLimit(limits, platform) ? 'text-error' : ''}`}
            data-testid={`usage-${platform}`}
          >
            {limits.current[platform]}/{limits.limits[platform]}
          </span>
        </span>
      ))}
    </p>
  );
}
