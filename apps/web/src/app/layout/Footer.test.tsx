import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackPublicConfig } from '../../shared/config/use-public-config';
import { renderWithProviders } from '../../test/render';
import { Footer } from './Footer';

const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('Footer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links to the configured community, review site and support address, with 250+ online', async () => {
    const config = {
      ...fallbackPublicConfig,
      support_email: 'help@example.test',
      discord_invite_url: 'https://discord.gg/example',
      review_site_url: 'https://reviews.example.test/skinpilot',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(config), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    renderWithProviders(<Footer />);
    await screen.findByRole('link', { name: 'Support' });
    await vi.waitFor(() => expect(linkTo('Support')).toBe('mailto:help@example.test'));
    expect(linkTo('Discord community')).toBe('https://discord.gg/example');
    expect(linkTo('Reviews')).toBe('https://reviews.example.test/skinpilot');
    expect(linkTo('Terms of Service')).toBe('/tos');
    expect(linkTo('Privacy Policy')).toBe('/privacy');
    expect(screen.getByText('250+')).toBeInTheDocument();
  });

  it('still shows working links when the server cannot be reached', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithProviders(<Footer />);
    expect(linkTo('Support')).toBe(`mailto:${fallbackPublicConfig.support_email}`);
    expect(linkTo('Discord community')).toBe(fallbackPublicConfig.discord_invite_url);
  });
});
