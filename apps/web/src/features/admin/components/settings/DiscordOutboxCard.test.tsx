import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { DiscordOutboxCard } from './DiscordOutboxCard';

const row = {
  next_attempt_at: '2026-11-25T12:00:00.000Z',
  created_at: '2026-11-25T12:00:00.000Z',
  sent_at: null,
};

function serve(body: object) {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('DiscordOutboxCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows that messages are kept without a bot token, the counts and the latest messages', async () => {
    const fetch = serve({
      bot_token_configured: false,
      pending: 2,
      failed: 1,
      latest: [
        {
          ...row,
          id: 'a',
          event: 'snipe.withdrawal',
          target: 'channel',
          status: 'pending',
          attempts: 0,
          content: 'Withdrawal: AK-47 | Redline (Field-Tested)',
          last_error: null,
        },
        {
          ...row,
          id: 'b',
          event: 'deposit.completed',
          target: 'direct_message',
          status: 'failed',
          attempts: 3,
          content: 'Deposit sold: AWP | Asiimov',
          last_error: 'Cannot send messages to this user',
        },
      ],
    });
    renderWithProviders(<DiscordOutboxCard />);
    expect(await screen.findByText('No bot token: messages are kept')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/admin/system/notification-outbox');
    expect(screen.getByText('2 pending')).toBeInTheDocument();
    expect(screen.getByText('1 failed')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Latest Discord messages' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Withdrawal: AK-47 | Redline (Field-Tested)')).toBeInTheDocument();
    expect(within(first!).getByText('Channel')).toBeInTheDocument();
    expect(within(second!).getByText('Direct message')).toBeInTheDocument();
    expect(within(second!).getByText('Cannot send messages to this user')).toBeInTheDocument();
  });

  it('says when a token is configured and nothing was queued yet', async () => {
    serve({ bot_token_configured: true, pending: 0, failed: 0, latest: [] });
    renderWithProviders(<DiscordOutboxCard />);
    expect(await screen.findByText('Bot token configured')).toBeInTheDocument();
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
  });
});
