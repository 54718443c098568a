import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../../shared/api/token-store';
import { renderWithProviders } from '../../../test/render';
import { HeroCallToAction } from './HeroCallToAction';

describe('HeroCallToAction', () => {
  afterEach(() => tokenStore.clear());

  it('offers the free trial to a visitor', () => {
    renderWithProviders(<HeroCallToAction />);
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
  });

  it('takes a signed-in trader to the trading dashboard', () => {
    tokenStore.set('a-token');
    renderWithProviders(<HeroCallToAction />);
    expect(screen.getByRole('link', { name: 'Go to Trading' })).toHaveAttribute('href', '/trading');
  });
});
