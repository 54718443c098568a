import { describe, expect, it } from 'vitest';
import { createMarketAccounts } from './market-accounts';

const itemsOf = (cookie: string) =>
  createMarketAccounts(5)
    .userForCookie(cookie)!
    .inventory.map((item) => [item.marketName, item.value, item.tradable]);

describe('sandbox market users from pasted cookies', () => {
  it('a cookie `<seed>~<rest>` is its own user with the inventory of `<seed>`', () => {
    const accounts = createMarketAccounts(5);
    const first = accounts.userForCookie('lister~1764300000000')!;
    const second = accounts.userForCookie('lister~1764300000001')!;
    expect(second.id).not.toBe(first.id);
    expect(second.steamId).not.toBe(first.steamId);
    expect(itemsOf('lister~1764300000001')).toEqual(itemsOf('lister~1764300000000'));
    expect(itemsOf('lister~1')).toEqual(itemsOf('lister'));
    expect(itemsOf('other~1764300000000')).not.toEqual(itemsOf('lister~1764300000000'));
  });

  it('any other cookie seeds its user and inventory whole', () => {
    expect(itemsOf('deposit-session-1-1764300000000')).not.toEqual(
      itemsOf('deposit-session-1-1764300000001'),
    );
    expect(itemsOf('~lister')).not.toEqual(itemsOf('~other'));
  });
});
