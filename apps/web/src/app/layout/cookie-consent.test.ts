import { describe, expect, it } from 'vitest';
import { readCookieConsent } from './cookie-consent';

describe('readCookieConsent', () => {
  it('reads the stored choice among other cookies', () => {
    expect(readCookieConsent('a=1; cookiesAccepted=true; b=2')).toBe(true);
    expect(readCookieConsent('cookiesAccepted=false')).toBe(false);
  });

  it('is null until a choice is stored', () => {
    expect(readCookieConsent('')).toBeNull();
    expect(readCookieConsent('cookiesAccepted=maybe')).toBeNull();
  });
});
