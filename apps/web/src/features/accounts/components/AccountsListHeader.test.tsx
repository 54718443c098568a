import type { UserLimits } from '@skinpilot/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NO_LICENCE_REASON } from '../lib/add-account-rules';
import { AccountsListHeader } from './AccountsListHeader';

const now = Date.parse('2026-01-01T12:00:00Z');
const limits = (over: Partial<UserLimits> = {}): UserLimits => ({
  role: 'free_trial',
  current: { steam: 0, csgoroll: 0, sniping: 0 },
  limits: { steam: 1, csgoroll: 1, sniping: 1 },
  base: { steam: 1, csgoroll: 1, sniping: 1 },
  extras: { steam: 0, csgoroll: 0, sniping: 0 },
  license_expiry: '2026-01-02T00:00:00Z',
  credits: 1000,
  can_add_accounts: true,
  ...over,
});
const noop = () => undefined;

beforeEach(() => localStorage.clear());

describe('accounts list header', () => {
  it('says why adding waits while the limits load', () => {
    renderWithProviders(<AccountsListHeader limits={undefined} now={now} onAdd={noop} onGetMore={noop} />);
    expect(screen.getByRole('button', { name: 'Add Account' })).toBeDisabled();
    expect(screen.getByText('Loading account limits...')).toBeInTheDocument();
  });

  it('refuses a user without a licence with a reason', () => {
    renderWithProviders(
      <AccountsListHeader
        limits={limits({ role: 'user', license_expiry: null, can_add_accounts: false })}
        now={now}
        onAdd={noop}
        onGetMore={noop}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add Account' })).toBeDisabled();
    expect(screen.getByText(NO_LICENCE_REASON)).toBeInTheDocument();
  });

  it('shows usage, turns a full count red and offers Increase Limits!', async () => {
    const onGetMore = vi.fn();
    renderWithProviders(
      <AccountsListHeader
        limits={limits({ current: { steam: 1, csgoroll: 0, sniping: 0 } })}
        now={now}
        onAdd={noop}
        onGetMore={onGetMore}
      />,
    );
    expect(screen.getByTestId('usage-steam')).toHaveTextContent('1/1');
    expect(screen.getByTestId('usage-steam')).toHaveClass('text-error');
    expect(screen.getByTestId('usage-csgoroll')).not.toHaveClass('text-error');
    expect(screen.getByText('Free Trial Account')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase Limits!' }));
    expect(onGetMore).toHaveBeenCalledOnce();
  });

  it('remembers the coach mark dismissal', async () => {
    const { unmount } = renderWithProviders(
      <AccountsListHeader limits={limits()} now={now} onAdd={noop} onGetMore={noop} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    unmount();
    renderWithProviders(<AccountsListHeader limits={limits()} now={now} onAdd={noop} onGetMore={noop} />);
    expect(screen.queryByRole('button', { name: 'Got it' })).not.toBeInTheDocument();
  });

  it('flips the global privacy switch', async () => {
    renderWithProviders(<AccountsListHeader limits={limits()} now={now} onAdd={noop} onGetMore={noop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Turn privacy mode on' }));
    expect(localStorage.getItem('privacyMode')).toBe('true');
    expect(screen.getByRole('button', { name: 'Turn privacy mode off' })).toBeInTheDocument();
  });
});
