import { overviewSections, serverLinks, tradingTabs } from '@skinpilot/contract';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

// Every SPA link the server writes (Discord messages, e-mails, payment returns) opens a real page:
// the router matches it to a route other than Page Not Found, and its tab and section are ones the
// page shows.
describe('the links the server writes', () => {
  it.each(Object.entries(serverLinks))('%s (%s) resolves in the router', (_name, link) => {
    const url = new URL(link, 'https://skinpilot.test');
    const matched = matchRoutes(routes, url.pathname) ?? [];
    const leaf = matched.at(-1)?.route;
    expect(leaf?.path, `${link} has no route`).toBeDefined();
    expect(leaf?.path).not.toBe('*');
    const tab = url.searchParams.get('tab');
    if (tab !== null) expect(tradingTabs).toContain(tab);
    const section = url.searchParams.get('section');
    if (section !== null) expect(overviewSections).toContain(section);
  });
});
