import type { Trade, TradingAccount } from '@skinpilot/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPrivacyMode } from '../../../shared/privacy/privacy-mode';
import { renderWithProviders } from '../../../test/render';
import { ActivityTab } from './ActivityTab';
import { TradeDetailsModal } from './TradeDetailsModal';

const trade: Trade = {
  trade_id: 'T-12345678',
  email: 'trader@example.com',
  steam_id: '76561198000004242',
  action: 'Withdraw',
  source: 'sniping',
  credits_used: 17.75,
  profit: null,
  estimated_profit: 3.5,
  estimated_buy_price: null,
  reference_value: 80,
  reference_percent: 95.5,
  timestamp: '2026-11-27T10:00:00Z',
  withdraw_trade_id: null,
  linked_trade_id: null,
  item: {
    market_name: 'AK-47 | Redline (Field-Tested)',
    icon_url: null,
    item_variant_brand: 'AK-47',
    item_variant_name: 'Redline',
    item_variant_color: null,
    item_variant_id: null,
    rarity: 'classified',
    min_wear_float: null,
    max_wear_float: null,
    max_markup: null,
    stickers: [{ sticker_name: 'Crown (Foil)', sticker_icon_url: null, sticker_price: 812.4 }],
    stickers_cost: 1234.56,
    unique_item_identifier: null,
    steam_asset_id: null,
    coin_value: 22.19,
    markup: 4.2,
  },
} as Trade;

const account = {
  steam_id: '76561198000004242',
  label: 'Main Trader',
  status: 'active',
  created_at: '2026-01-01T00:00:00Z',
  settings: { sniping_enabled: false },
  steam_account: null,
  steam_data: null,
  csgoroll_account: { username: 'RollerKing' },
} as unknown as TradingAccount;

beforeEach(() => setPrivacyMode(true));
afterEach(() => {
  setPrivacyMode(false);
  vi.unstubAllGlobals();
});

describe('privacy mode on the overview', () => {
  it('hides the sticker value and sticker prices in the trade details', () => {
    renderWithProviders(
      <TradeDetailsModal trade={trade} accountName="Main Trader" onClose={() => undefined} />,
    );
    const text = document.body.textContent ?? '';
    expect(text).not.toContain('1,234.56');
    expect(text).not.toContain('812.40');
    expect(text).not.toContain('22.19');
  });

  it('hides amounts, ids and account names in activity descriptions', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          total_pages: 1,
          activities: [
            {
              id: '1',
              type: 'trade',
              title: 'Withdrawal completed: AK-47 | Redline',
              description: 'Received AK-47 | Redline for 22.19 coins; 17.75 credits used.',
              timestamp: new Date().toISOString(),
              steam_id: account.steam_id,
              metadata: {},
            },
            {
              id: '2',
              type: 'account',
              title: 'Account connected',
              description: 'RollerKing was connected with a session cookie; partner 76561198123456789.',
              timestamp: new Date().toISOString(),
              steam_id: account.steam_id,
              metadata: {},
            },
          ],
        }),
      ),
    );
    renderWithProviders(<ActivityTab accounts={[account]} />);
    await screen.findByText('Received AK-47 | Redline for •••• coins; •••• credits used.');
    await screen.findByText('Roll… was connected with a session cookie; partner ••••••89.');
    const text = document.body.textContent ?? '';
    for (const leak of ['22.19', '17.75', 'RollerKing', '76561198123456789', 'Main Trader'])
      expect(text).not.toContain(leak);
  });
});
