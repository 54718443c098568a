import type { UserProfile } from '@skinpilot/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../shared/api/token-store';
import { renderWithProviders } from '../../../test/render';
import { userFixture } from '../../../test/user-fixture';
import PricingPage from './PricingPage';

const DAY = 86_400_000;
const monthly = {
  product_id: '1_month',
  name: 'Premium 1 Month',
  type: null,
  category: 'premium_license',
  price: 49,
  price_cents: 4900,
  duration_days: 30,
  credits: null,
  description: null,
};

/** Pricing with premium sold out, as `user` (or anonymous) sees it. */
function soldOutFor(user: UserProfile | null) {
  if (user) tokenStore.set('token');
  const answers: Record<string, unknown> = {
    '/api/products': [monthly],
    '/api/available-licenses': { premium_licenses: 0, available_licenses: 0, deposit_licenses: 3 },
    '/api/payment-options': { test_mode: false, card: true, crypto: true },
    '/api/users/me': user,
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const body = answers[new URL(String(input), 'http://localhost').pathname];
    return new Response(JSON.stringify(body ?? { detail: 'No such endpoint.' }), {
      status: body ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  renderWithProviders(<PricingPage />, { path: '/pricing' });
}

afterEach(() => tokenStore.clear());

describe('Pricing when premium is sold out', () => {
  it('keeps Pay disabled for someone without the licence', async () => {
    soldOutFor(userFixture({ role: 'user' }));
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
  });

  it('lets a premium holder renew: Pay stays enabled and says it extends the licence', async () => {
    soldOutFor(
      userFixture({ role: 'premium', license_expiry: new Date(Date.now() + 29 * DAY).toISOString() }),
    );
    expect(await screen.findByTestId('renewal-note')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeEnabled();
  });

  it('does not count a lapsed premium licence as a renewal', async () => {
    soldOutFor(userFixture({ role: 'premium', license_expiry: new Date(Date.now() - DAY).toISOString() }));
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
  });
});
