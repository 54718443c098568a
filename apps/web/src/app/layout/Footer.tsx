import { Link } from 'react-router';
import { usePublicConfig } from '../../shared/config/use-public-config';
import { spaPaths as paths } from '@skinpilot/contract';

/** The spec fixes the online count at 250+. */
export const ONLINE_COUNT = 250;

export function Footer() {
  const config = usePublicConfig();
  return (
    <footer className="border-t border-base-300 bg-base-200/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-2">
          <div className="flex items-center gap-2 font-bold">
            <img src="/logo.svg" alt="" width={24} height={24} loading="lazy" className="size-6" />
            {config.app_name}
          </div>
          <p className="max-w-xs text-sm opacity-70">
            Automated trading for CS2 skin traders on CSGORoll and Steam.
          </p>
          <p className="flex items-center gap-2 text-sm">
            <span className="status status-success animate-pulse" aria-hidden />
            <span className="tabular font-semibold">{ONLINE_COUNT}+</span> online
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-10 gap-y-2 text-sm">
          <a className="link-hover link" href={config.discord_invite_url} target="_blank" rel="noreferrer">
            Discord community
          </a>
          <a className="link-hover link" href={config.review_site_url} target="_blank" rel="noreferrer">
            Reviews
          </a>
          <a className="link-hover link" href={`mailto:${config.support_email}`}>
            Support
          </a>
          <Link className="link-hover link" to={paths.faq}>
            FAQ
          </Link>
          <Link className="link-hover link" to={paths.terms}>
            Terms of Service
          </Link>
          <Link className="link-hover link" to={paths.privacy}>
            Privacy Policy
          </Link>
        </nav>
      </div>
      <p className="pb-6 text-center text-xs opacity-60">
        © {new Date().getFullYear()} {config.app_name}. Not affiliated with Valve or CSGORoll.
      </p>
    </footer>
  );
}
