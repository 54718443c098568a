import type { TradingAccount } from '@skinpilot/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPrivacyMode } from '../../../shared/privacy/privacy-mode';
import { renderWithProviders } from '../../../test/render';
import { AccountCard } from './AccountCard';

const now = Date.parse('2026-01-01T12:00:00Z');
const account: TradingAccount = {
  steam_id: '76561198000004242',
  label: 'Main Trader',
  status: 'suspended_payment_required',
  created_at: '2026-01-01T10:00:00Z',
  settings: { sniping_enabled: false },
  steam_account: {
    username: 'trader',
    avatar_url: null,
    level: 12,
    session_valid: false,
    trade_url: null,
    last_login: null,
    inventory_updated_at: null,
    steam_access_token_expires_at: '2026-01-01T14:00:00Z',
    wallet_currency: 'EUR',
    wallet_country: 'DE',
  },
  steam_data: {
    is_community_banned: true,
    proxy: 'socks5://u:***@1.2.3.4:1080',
    proxy_status: 'valid',
    proxy_current_ip: '1.2.3.4',
    trade_url: null,
  },
  csgoroll_account: {
    id: 'r1',
    username: 'roller',
    avatar: null,
    level: 5,
    cookie_valid: true,
    auth_method: 'cookie',
    main_wallet_balance: 1234.5,
    wallets: [],
    last_checked: '2026-01-01T11:55:00Z',
  },
};
const actions = {
  onSelect: vi.fn(),
  onEditLabel: vi.fn(),
  onRefresh: vi.fn(),
  onSettings: vi.fn(),
  onDelete: vi.fn(),
};

afterEach(() => setPrivacyMode(false));

describe('account card', () => {
  it('shows banners, badges and balance tiles', () => {
    renderWithProviders(
      <AccountCard account={account} selected={false} refreshing={false} now={now} {...actions} />,
    );
    expect(screen.getByText('COMMUNITY BANNED')).toBeInTheDocument();
    expect(screen.getByText('PAYMENT REQUIRED')).toBeInTheDocument();
    expect(screen.getByText('Steam Client Not Running')).toBeInTheDocument();
    expect(screen.getByText('Proxy: Active (1.2.3.4)')).toBeInTheDocument();
    expect(screen.getByText('Cookie Valid (Cookie)')).toBeInTheDocument();
    expect(screen.getByText('Token expires in 2 hours')).toBeInTheDocument();
    expect(screen.getByTestId('tile-Main Wallet')).toHaveTextContent('1,234.50');
    expect(screen.getByTestId('tile-Last Updated')).toHaveTextContent('5 minutes ago');
    expect(screen.getByText('Sniping Disabled')).toBeInTheDocument();
  });

  it('masks name, id, IP and balances in privacy mode', () => {
    setPrivacyMode(true);
    renderWithProviders(
      <AccountCard account={account} selected={false} refreshing={false} now={now} {...actions} />,
    );
    expect(screen.getByTestId('account-name')).toHaveTextContent('Main…');
    expect(screen.getByTestId('account-steam-id')).toHaveTextContent('••••••42');
    expect(screen.getByText('Proxy: Active (••••)')).toBeInTheDocument();
    expect(screen.getByTestId('tile-Main Wallet')).toHaveTextContent('••••');
    expect(screen.getByLabelText('Avatar hidden')).toBeInTheDocument();
  });
});
