import { describe, expect, it } from 'vitest';
import {
  AlreadyListedError,
  CaptchaRequiredError,
  DailyWithdrawalLimitError,
  InvalidRequestError,
  NoLongerAvailableError,
  NotCancellableError,
  NotJoinableError,
  PlatformUnavailableError,
  UnauthenticatedError,
} from '../types/errors';
import { mapGraphqlError } from './map-error';

/** Reference section 10: the texts public clients match, each to its typed error. */
describe('CSGORoll error texts', () => {
  it.each([
    ['unauthenticated', UnauthenticatedError],
    ['This withdrawal is no longer available', NoLongerAvailableError],
    ['This trade is not joinable', NotJoinableError],
    ['Your withdrawal exceeds your daily withdrawal limit', DailyWithdrawalLimitError],
    ['Please disable incognito mode and try again', CaptchaRequiredError],
    ['This trade cannot be cancelled in its current state', NotCancellableError],
    ['This item is currently included in active trades', AlreadyListedError],
    ['Cannot query field "steamInspectItem" on type "TradeItem".', InvalidRequestError],
  ])('%s', (message, type) => {
    expect(mapGraphqlError({ message })).toBeInstanceOf(type);
  });

  it('reads a wrongly typed error body as an unavailable platform, never a crash', () => {
    expect(mapGraphqlError({ message: 42, extensions: null })).toBeInstanceOf(PlatformUnavailableError);
    expect(mapGraphqlError({})).toBeInstanceOf(PlatformUnavailableError);
    expect(mapGraphqlError({ message: 'Variable "$input" got invalid value "recaptcha"' })).toBeInstanceOf(
      InvalidRequestError,
    );
  });
});
