import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { DiscordChannelsCard } from './DiscordChannelsCard';

const config = {
  admin_logs: '123456789012345678',
  billing_logs: null,
  general_logs: null,
  trading_logs: null,
  snipes: null,
  auto_logs: null,
  deposit_logs: null,
  util_logs: null,
  daily_results: null,
  customer_boosts: null,
};

function serve(updatesMade: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body =
        init?.method === 'POST'
          ? { success: true, config, updates_made: updatesMade, message: 'Updated 1 channel' }
          : { success: true, config };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

describe('DiscordChannelsCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says nothing changed when updates_made is empty', async () => {
    serve([]);
    renderWithProviders(<DiscordChannelsCard />);
    expect(await screen.findByDisplayValue('123456789012345678')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No changes were made - values were already set')).toBeInTheDocument();
  });

  it('confirms a change with the server message', async () => {
    serve(['billing_logs']);
    renderWithProviders(<DiscordChannelsCard />);
    fireEvent.change(await screen.findByLabelText('Billing'), { target: { value: '223456789012345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated 1 channel')).toBeInTheDocument();
  });
});
