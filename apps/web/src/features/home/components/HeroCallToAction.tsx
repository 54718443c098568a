import { ArrowRight, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import { useAccessToken } from '../../../shared/auth/use-access-token';

/** Go to Trading for a signed-in trader, Start Free Trial (to sign-up) for everyone else. */
export function HeroCallToAction({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  // Subscribed, so signing out on this page swaps the button at once.
  const isSignedIn = useAccessToken() !== null;
  const className = `btn btn-primary ${size === 'lg' ? 'btn-lg' : ''}`;
  return isSignedIn ? (
    <Link to={paths.trading} className={className}>
      Go to Trading <ArrowRight className="size-5" aria-hidden />
    </Link>
  ) : (
    // Hidden for a stored token until the app takes over (see Navbar).
    <Link to={paths.signUp} className={className} data-guest-only="">
      <Rocket className="size-5" aria-hidden /> Start Free Trial
    </Link>
  );
}
