import type { SteamInventoryItem, TradeOffer, TradingAccount } from '@skinpilot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPrivacyMode } from '../../../shared/privacy/privacy-mode';
import { renderWithProviders } from '../../../test/render';
import { InventoryItemDetails } from './InventoryItemDetails';
import { SteamToolsTab } from './SteamToolsTab';
import { TradeOfferCard } from './TradeOfferCard';

const account: TradingAccount = {
  steam_id: '76561198000004242',
  label: null,
  status: 'active',
  created_at: '2026-01-01T10:00:00Z',
  settings: { sniping_enabled: false },
  steam_account: {
    username: 'trader',
    avatar_url: null,
    level: 12,
    session_valid: true,
    trade_url: null,
    last_login: null,
    inventory_updated_at: null,
    steam_access_token_expires_at: null,
    wallet_currency: 'EUR',
    wallet_country: 'DE',
  },
  steam_data: {
    is_community_banned: false,
    proxy: 'socks5://u:***@1.2.3.4:1080',
    proxy_status: 'valid',
    proxy_current_ip: '1.2.3.4',
    trade_url: null,
  },
  csgoroll_account: null,
};

const item = (n: number) => ({
  id: String(n),
  asset_id: String(n),
  name: `Item ${n}`,
  market_name: `Item ${n}`,
  icon_url: `https://img.example/${n}.png`,
  amount: 1,
  value: null,
  missing: false,
});

const offer: TradeOffer = {
  trade_offer_id: '7123456789',
  trade_offer_state: 2,
  status_text: 'Active',
  is_our_offer: false,
  time_created: 1_767_268_800,
  time_updated: 1_767_268_800,
  expiration_time: 1_767_268_800 + 3600,
  items_to_give: [],
  items_to_receive: Array.from({ length: 8 }, (_, i) => item(i + 1)),
  partner_id: '40000',
  partner_steam64: '76561197960305728',
  partner_name: 'PartnerName',
  partner_avatar: null,
  partner_steam_level: null,
  trade_id: null,
  message: 'gl hf',
  is_gift: true,
  confirmations_required: [],
  escrow_end_date: null,
  from_real_time_trade: false,
};

afterEach(() => setPrivacyMode(false));

describe('the trade offer card', () => {
  it('shows six thumbnails then +N, the gift badge, the expiry warning and accept/decline', () => {
    renderWithProviders(
      <TradeOfferCard
        offer={offer}
        now={offer.time_created * 1000}
        busy={false}
        onAction={vi.fn()}
        onDetails={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('img')).toHaveLength(6);
    expect(screen.getByText('+2')).toBeInTheDocument();
    expect(screen.getByText('Gift')).toBeInTheDocument();
    expect(screen.getByText(/^Expires /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByText('PartnerName')).toBeInTheDocument();
  });

  it('masks the partner name and the offer id in privacy mode', () => {
    setPrivacyMode(true);
    renderWithProviders(
      <TradeOfferCard
        offer={offer}
        now={offer.time_created * 1000}
        busy={false}
        onAction={vi.fn()}
        onDetails={vi.fn()}
      />,
    );
    expect(screen.queryByText('PartnerName')).toBeNull();
    expect(screen.getByText('Part…')).toBeInTheDocument();
    expect(screen.queryByText(/7123456789/)).toBeNull();
  });
});

describe('Steam Tools', () => {
  it('disables every tool of a community-banned account with the spec text', () => {
    renderWithProviders(
      <SteamToolsTab
        account={{ ...account, steam_data: { ...account.steam_data!, is_community_banned: true } }}
      />,
    );
    expect(screen.getAllByText('Disabled - Account is community banned')).toHaveLength(4);
    for (const button of screen.getAllByRole('button', { name: 'Generate' })) expect(button).toBeDisabled();
  });

  it('disables them for an account waiting for payment', () => {
    renderWithProviders(<SteamToolsTab account={{ ...account, status: 'suspended_payment_required' }} />);
    expect(screen.getAllByText('Disabled - Payment required to reactivate account')).toHaveLength(4);
  });

  it("masks the profile URL's Steam id in privacy mode, also when it is not the account's", async () => {
    setPrivacyMode(true);
    const other = '76561198123456789';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          profile_data: {
            steam_id: other,
            persona_name: 'trader',
            avatar_url: null,
            level: 1,
            profile_url: `https://steamcommunity.com/profiles/${other}/`,
            trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=163190061&token=abc',
            is_community_banned: false,
          },
          urls_changed: false,
          message: 'ok',
        }),
      ),
    );
    renderWithProviders(<SteamToolsTab account={account} />);
    const row = screen.getByTestId('steam-tool-Profile URL');
    await userEvent.click(row.querySelector('button')!);
    await waitFor(() => expect(row).toHaveTextContent('https://steamcommunity.com/profiles/••••••89/'));
    expect(document.body.textContent).not.toContain(other);
    expect(document.body.textContent).not.toContain('163190061');
    vi.unstubAllGlobals();
    setPrivacyMode(false);
  });
});

describe('the inventory item details', () => {
  const inventoryItem: SteamInventoryItem = {
    asset_id: '31000000001',
    class_id: '310',
    instance_id: '0',
    name: 'AK-47 | Redline',
    market_name: 'AK-47 | Redline (Field-Tested)',
    market_hash_name: 'AK-47 | Redline (Field-Tested)',
    type: 'Classified Rifle',
    icon_url: 'https://img.example/ak.png',
    tradable: false,
    marketable: false,
    commodity: false,
    amount: 1,
    quality_internal: 'normal',
    exterior_internal: 'WearCategory2',
    rarity_internal: 'Rarity_Legendary_Weapon',
    rarity_color: 'd32ce6',
    market_tradable_restriction: 1,
    market_marketable_restriction: 7,
    protected: false,
  };
  const row = (label: string) =>
    within(screen.getByTestId('steam-item-details')).getByText(label).nextSibling;

  it('counts cooldowns of one day in the singular and of more days in the plural', () => {
    renderWithProviders(<InventoryItemDetails item={inventoryItem} onClose={() => {}} onSend={() => {}} />);
    expect(row('Trade cooldown')).toHaveTextContent(/^1 day$/);
    expect(row('Market cooldown')).toHaveTextContent(/^7 days$/);
  });
});
