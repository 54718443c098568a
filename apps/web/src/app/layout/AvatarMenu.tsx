import { LogOut, ShieldCheck, User } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../shared/auth/current-user';
import { useSignOut } from '../../shared/auth/session';
import { Avatar } from '../../shared/ui/Avatar';
import { spaPaths as paths } from '@skinpilot/contract';

/** Closes a daisyUI focus dropdown: it stays open while something inside it has focus. */
export const blurMenu = () => (document.activeElement as HTMLElement | null)?.blur();

/**
 * Profile and Sign Out, plus Admin Console for staff: the same entries in the avatar menu and the
 * phone menu (admins had no way to /admin but typing it).
 */
export function AccountMenuItems() {
  const signOut = useSignOut();
  const { user } = useCurrentUser();
  return (
    <>
      <li>
        <Link to={paths.profile} onClick={blurMenu}>
          <User className="size-4" aria-hidden /> Profile
        </Link>
      </li>
      {user?.role === 'admin' && (
        <li>
          <Link to={paths.admin} onClick={blurMenu}>
            <ShieldCheck className="size-4" aria-hidden /> Admin Console
          </Link>
        </li>
      )}
      <li>
        <button
          type="button"
          onClick={() => {
            blurMenu();
            signOut();
          }}
        >
          <LogOut className="size-4" aria-hidden /> Sign Out
        </button>
      </li>
    </>
  );
}

/** The avatar opens a small menu: Profile and Sign Out. */
export function AvatarMenu({ avatarUrl, username }: { avatarUrl: string | null; username?: string }) {
  return (
    <div className="dropdown dropdown-end">
      <button type="button" tabIndex={0} className="btn btn-ghost btn-circle" aria-label="Account menu">
        <Avatar url={avatarUrl} size="size-8" />
      </button>
      <ul
        tabIndex={0}
        className="menu dropdown-content z-50 mt-3 w-52 rounded-box bg-base-200 p-2 shadow-xl"
        aria-label="Account menu"
      >
        {username && <li className="menu-title truncate">{username}</li>}
        <AccountMenuItems />
      </ul>
    </div>
  );
}
