import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useCurrentUser } from '../../shared/auth/current-user';
import { usePublicConfig } from '../../shared/config/use-public-config';

/** `adminOnly`: anyone but an admin sees the unknown-page screen there, so the title says so too. */
export type RouteHandle = { title?: string; adminOnly?: boolean };

const NOT_FOUND_TITLE = 'Page Not Found';

/** Each route names its title in `handle.title`; routes without one get the default title. */
export function useDocumentTitle() {
  const matches = useMatches();
  const { app_name } = usePublicConfig();
  const isAdmin = useCurrentUser().user?.role === 'admin';
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  const title = handle?.adminOnly && !isAdmin ? NOT_FOUND_TITLE : handle?.title;
  useEffect(() => {
    document.title = documentTitle(title, app_name);
  }, [title, app_name]);
}

/** The browser tab's text for a route's title; pre-rendered pages carry the same one. */
export function documentTitle(title: string | undefined, appName: string): string {
  return title ? `${title} | ${appName}` : `${appName} | Automated CS2 trading bots`;
}
