import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CookieBanner } from './CookieBanner';
import { readCookieConsent } from './cookie-consent';

function clearCookies() {
  document.cookie = 'cookiesAccepted=; max-age=0; path=/';
}

describe('CookieBanner', () => {
  beforeEach(clearCookies);

  it.each([
    ['Accept', true],
    ['Reject', false],
  ])('%s stores the choice and hides the banner', async (button, stored) => {
    renderWithProviders(<CookieBanner />);
    const banner = screen.getByRole('dialog', { name: 'Cookie consent' });
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(banner).not.toBeInTheDocument();
    expect(readCookieConsent()).toBe(stored);
  });

  it('stays away once a choice is stored', () => {
    document.cookie = 'cookiesAccepted=false; path=/';
    renderWithProviders(<CookieBanner />);
    expect(screen.queryByRole('dialog', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});
