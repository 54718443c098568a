import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { usePublicConfig } from '../../shared/config/use-public-config';

export type RouteHandle = { title?: string };

/** Each route names its title in `handle.title`; routes without one get the default title. */
export function useDocumentTitle() {
  const matches = useMatches();
  const { app_name } = usePublicConfig();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  useEffect(() => {
    document.title = title?.title
      ? `${title.title} | ${app_name}`
      : `${app_name} | Automated CS2 trading bots`;
  }, [title?.title, app_name]);
}
