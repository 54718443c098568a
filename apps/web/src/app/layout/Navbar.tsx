import { isFreeTrialHintShown } from '@skinpilot/domain';
import { Menu } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useCurrentUser } from '../../shared/auth/current-user';
import { usePublicConfig } from '../../shared/config/use-public-config';
import { useNow } from '../../shared/time/use-now';
import { spaPaths as paths } from '@skinpilot/contract';
import { AccountMenuItems, AvatarMenu, blurMenu } from './AvatarMenu';
import { CreditsLink } from './CreditsLink';
import { LicenceCountdown } from './LicenceCountdown';
import { FREE_TRIAL_HINT, loggedInItems, loggedOutItems, type NavItem } from './nav-items';
import { ThemeToggle } from './ThemeToggle';
import { useScrolledPast } from './use-scrolled';

export const NAVBAR_SHADOW_THRESHOLD_PX = 50;

/** The fixed top bar; it follows ['me'], so a purchase or a new avatar shows without a reload. */
export function Navbar() {
  const scrolled = useScrolledPast(NAVBAR_SHADOW_THRESHOLD_PX);
  const { app_name } = usePublicConfig();
  const { user, isSignedIn } = useCurrentUser();
  const now = useNow(60_000);
  const items = isSignedIn ? loggedInItems : loggedOutItems;
  const showsTrialHint = user ? isFreeTrialHintShown(user.role, user.license_expiry, now) : false;
  // Pre-rendered pages show the guest's links; for a stored token they stay hidden until the app
  // takes over (index.css, public/boot.js), so a signed-in trader never sees Sign In flash.
  const guestOnly = isSignedIn ? {} : { 'data-guest-only': '' };
  const hintFor = (item: NavItem) => (item.to === paths.trading && showsTrialHint ? FREE_TRIAL_HINT : null);

  return (
    <header
      data-testid="navbar"
      data-scrolled={scrolled}
      className={`navbar fixed inset-x-0 top-0 z-40 border-b border-base-300/60 bg-base-100/90 px-3 backdrop-blur transition-shadow sm:px-6 ${scrolled ? 'shadow-lg' : ''}`}
    >
      <div className="flex-1">
        <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold">
          <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
          <span>{app_name}</span>
        </Link>
      </div>
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        {items.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            {...guestOnly}
            className={({ isActive }) =>
              `btn btn-sm ${item.primary ? 'btn-primary' : 'btn-ghost'} ${isActive && !item.primary ? 'btn-active' : ''}`
            }
          >
            {item.label}
            {hintFor(item) && <span className="badge badge-info badge-xs">{hintFor(item)}</span>}
          </NavLink>
        ))}
        {isSignedIn && (
          <div className="ml-2 flex items-center gap-2">
            {user && <LicenceCountdown licenseExpiry={user.license_expiry} />}
            <CreditsLink credits={user?.credits} />
          </div>
        )}
        <ThemeToggle />
        {isSignedIn && <AvatarMenu avatarUrl={user?.avatar_url ?? null} username={user?.username} />}
      </nav>
      <div className="flex items-center gap-1 md:hidden">
        {isSignedIn && <CreditsLink credits={user?.credits} />}
        <ThemeToggle />
        <div className="dropdown dropdown-end">
          <button
            type="button"
            tabIndex={0}
            className="btn btn-ghost btn-circle btn-sm"
            aria-label="Open menu"
          >
            <Menu className="size-5" aria-hidden />
          </button>
          <ul
            tabIndex={0}
            className="menu dropdown-content z-50 mt-3 w-56 rounded-box bg-base-200 p-2 shadow-xl"
            aria-label="Mobile menu"
          >
            {isSignedIn && user && (
              <li className="menu-title flex-row items-center justify-between gap-2">
                <span className="truncate">{user.username}</span>
                <LicenceCountdown licenseExpiry={user.license_expiry} />
              </li>
            )}
            {items.map((item) => (
              <li key={item.to} {...guestOnly}>
                <Link to={item.to} onClick={blurMenu}>
                  {item.label}
                  {hintFor(item) && <span className="badge badge-info badge-xs">{hintFor(item)}</span>}
                </Link>
              </li>
            ))}
            {isSignedIn && <AccountMenuItems />}
          </ul>
        </div>
      </div>
    </header>
  );
}
