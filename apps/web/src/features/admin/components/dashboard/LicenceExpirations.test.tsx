import type { LicenceExpiration } from '@skinpilot/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { LicenceExpirations } from './LicenceExpirations';

const entry = (email: string, days: number, expiresIn: string): LicenceExpiration => ({
  email,
  role: 'premium',
  expiry_date: '2026-12-01T00:00:00.000Z',
  status: days < 0 ? 'expired_recent' : 'expires_soon',
  expires_in: expiresIn,
  days_remaining: days,
  is_active: days >= 0,
  discord_connected: false,
});

describe('LicenceExpirations', () => {
  it('shows only running licences until "Active only" is switched off', async () => {
    renderWithProviders(
      <LicenceExpirations
        entries={[
          entry('soon@example.com', 3, '3d remaining'),
          entry('gone@example.com', -2, 'Expired 2d ago'),
        ]}
      />,
    );
    await screen.findByText('soon@example.com');
    expect(screen.getByText('3d remaining')).toBeInTheDocument();
    expect(screen.queryByText('gone@example.com')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Active only'));
    expect(screen.getByText('Expired 2d ago')).toBeInTheDocument();
  });
});
