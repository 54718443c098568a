import { licenceCountdown, licenceState } from '@skinpilot/domain';
import { Clock } from 'lucide-react';
import { useNow } from '../../shared/time/use-now';

/** The navbar countdown: 'No License', 'Invalid Date', 'Expired', or the time left, ticking. */
export function LicenceCountdown({ licenseExpiry }: { licenseExpiry: string | null }) {
  const now = useNow(1000);
  const text = licenceCountdown(licenseExpiry, now);
  const isActive = licenceState(licenseExpiry, now) === 'active';
  return (
    <span
      className={`badge badge-sm gap-1 tabular ${isActive ? 'badge-success badge-soft' : 'badge-ghost'}`}
      title="License time left"
      data-testid="licence-countdown"
    >
      <Clock className="size-3" aria-hidden />
      {text}
    </span>
  );
}
