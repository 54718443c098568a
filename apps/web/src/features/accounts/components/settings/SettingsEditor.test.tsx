import type { TradingAccount, UserProfile } from '@skinpilot/contract';
import { DEFAULT_CSGOROLL_SETTINGS, DEFAULT_STEAM_SETTINGS } from '@skinpilot/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { SettingsEditor } from './SettingsEditor';
import { SettingsHeader } from './SettingsHeader';

const account = {
  steam_id: '76561198000004242',
  label: 'Main',
  status: 'active',
  created_at: '2026-01-01T00:00:00Z',
  settings: { sniping_enabled: false },
  steam_account: null,
  steam_data: null,
  csgoroll_account: null,
} as unknown as TradingAccount;
const user = {
  role: 'free_trial',
  license_expiry: new Date(Date.now() + 3_600_000).toISOString(),
  credits: 1000,
} as UserProfile;
const roll = { ...DEFAULT_CSGOROLL_SETTINGS, auto_deposit_max_value: null };
const steam = { ...DEFAULT_STEAM_SETTINGS, web_api_key: null };

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('settings editor', () => {
  it('offers the tabs of the platforms present and saves only after a change', async () => {
    renderWithProviders(
      <SettingsEditor
        account={account}
        user={user}
        csgoroll={roll}
        steam={steam}
        onClose={() => undefined}
      />,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'CSGORoll Trading',
      'Steam Account',
      'Cross-Platform',
    ]);
    const save = screen.getByRole('button', { name: 'Save Settings' });
    expect(save).toBeDisabled();
    // A free trial's min value tops out at 20: the stepper stops there and nothing changed.
    await userEvent.click(screen.getByRole('button', { name: 'Increase Min value' }));
    expect(screen.getByLabelText('Min value')).toHaveValue(20);
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Min value' }));
    expect(screen.getByLabelText('Min value')).toHaveValue(10);
    expect(save).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase Min value' }));
    expect(save).toBeDisabled();
  });

  it('shows each markup strategy its own inputs', async () => {
    renderWithProviders(
      <SettingsEditor
        account={account}
        user={user}
        csgoroll={roll}
        steam={undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByLabelText('Fixed markup')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Markup strategy'), 'conditional');
    expect(screen.queryByLabelText('Fixed markup')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Conditional threshold')).toBeInTheDocument();
  });

  it('strips the status and generic prefix from a failed save', async () => {
    // Each call gets its own answer: a Response body can be read only once.
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/settings/steam')
        ? new Response(
            JSON.stringify({
              detail: '422: Failed to save Steam settings: monitor_interval must be between 30 and 3600',
            }),
            { status: 422, headers: { 'content-type': 'application/json' } },
          )
        : new Response(JSON.stringify({ detail: 'Not here' }), { status: 404 }),
    );
    renderWithProviders(
      <SettingsEditor
        account={account}
        user={user}
        csgoroll={undefined}
        steam={steam}
        onClose={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Trade notifications' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(screen.getByText('monitor_interval must be between 30 and 3600')).toBeInTheDocument(),
    );
  });
});

describe('settings header', () => {
  it('warns about an expired CSGORoll session', () => {
    renderWithProviders(
      <SettingsHeader
        account={account}
        platforms={{
          account_found: true,
          platforms: { csgoroll: { status: 'expired', avatar: null, username: 'roller' }, steam: null },
          cross_platform_features: false,
        }}
      />,
    );
    expect(screen.getByText('CSGORoll: Expired')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('session has expired');
  });
});
