import type { AdminUser } from '@skinpilot/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { UsersTable } from './UsersTable';

const user: AdminUser = {
  id: 'u1',
  username: 'dana',
  email: 'dana@example.com',
  role: 'premium',
  avatar_url: 'https://example.com/gone.png',
  discord_connected: false,
  license_status: 'active',
  days_until_expiry: 12,
  license_expiry: null,
  credits: 4181.5,
  purchases_count: 1,
  signup_date: '2026-01-01T00:00:00Z',
  last_signin_date: null,
};

describe('UsersTable', () => {
  it('falls back to the placeholder when an avatar fails, and shows credits with two decimals', () => {
    renderWithProviders(
      <UsersTable users={[user]} selected={new Set()} onSelect={() => {}} onDetails={() => {}} />,
    );
    const row = screen.getByText('dana').closest('tr')!;
    const image = row.querySelector('img')!;
    expect(image).toHaveAttribute('src', user.avatar_url);
    fireEvent.error(image);
    expect(row.querySelector('img')).toHaveAttribute('src', '/avatar-placeholder.svg');
    expect(within(row).getByText('4,181.50')).toBeInTheDocument();
  });
});
