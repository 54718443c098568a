import { Menu } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { usePublicConfig } from '../../shared/config/use-public-config';
import { paths } from '../paths';
import { loggedOutItems } from './nav-items';
import { ThemeToggle } from './ThemeToggle';
import { useScrolledPast } from './use-scrolled';

export const NAVBAR_SHADOW_THRESHOLD_PX = 50;

export function Navbar() {
  const scrolled = useScrolledPast(NAVBAR_SHADOW_THRESHOLD_PX);
  const { app_name } = usePublicConfig();
  return (
    <header
      data-testid="navbar"
      data-scrolled={scrolled}
      className={`navbar fixed inset-x-0 top-0 z-40 border-b border-base-300/60 bg-base-100/90 px-3 backdrop-blur transition-shadow sm:px-6 ${scrolled ? 'shadow-lg' : ''}`}
    >
      <div className="flex-1">
        <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold">
          <img src="/logo.svg" alt="" className="size-8" />
          <span>{app_name}</span>
        </Link>
      </div>
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        {loggedOutItems.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className={({ isActive }) =>
              `btn btn-sm ${item.primary ? 'btn-primary' : 'btn-ghost'} ${isActive && !item.primary ? 'btn-active' : ''}`
            }
          >
            {item.label}
          </NavLink>
        ))}
        <ThemeToggle />
      </nav>
      <div className="flex items-center gap-1 md:hidden">
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
            className="menu dropdown-content z-50 mt-3 w-52 rounded-box bg-base-200 p-2 shadow-xl"
            aria-label="Mobile menu"
          >
            {loggedOutItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={() => (document.activeElement as HTMLElement | null)?.blur()}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </header>
  );
}
