import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fallbackPublicConfig } from '../../../shared/config/use-public-config';
import { renderWithProviders } from '../../../test/render';
import { DemoVideo } from './DemoVideo';

/** The deployment's public configuration as GET /api/config answers it. */
function serveConfig(demoVideoUrl: string | null) {
  const body = { ...fallbackPublicConfig, demo_video_url: demoVideoUrl };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    ),
  );
}

describe('DemoVideo', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('embeds the configured video', async () => {
    serveConfig('https://www.youtube-nocookie.com/embed/abc123');
    renderWithProviders(<DemoVideo />);
    const frame = await screen.findByTitle('SkinPilot demo video');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123');
  });

  it('shows the looping trade offer demo, never a "coming soon", when no video is configured', async () => {
    serveConfig(null);
    renderWithProviders(<DemoVideo />);
    expect(await screen.findByRole('figure', { name: 'Trade offer demo' })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    expect(screen.queryByTitle('SkinPilot demo video')).not.toBeInTheDocument();
  });
});
