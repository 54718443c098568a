import { describe, expect, it } from 'vitest';
import { privacyMasks } from '../privacy/privacy-mode';
import { alertOf, readAlertSettings, writeAlertSettings } from './live-alerts';

const plain = privacyMasks(false);
const trade = (state: string, action: string) => ({
  id: '1',
  event: 'trade',
  data: {
    state,
    trade: { action, item: { market_name: 'AK-47 | Redline (Field-Tested)', coin_value: 110 } },
  },
});

describe('alertOf', () => {
  it('tells a completed withdrawal as a snipe, and nothing else a trade does', () => {
    expect(alertOf(trade('completed', 'Withdraw'), plain)).toEqual({
      kind: 'snipe',
      tone: 'success',
      title: 'Snipe completed',
      body: 'AK-47 | Redline (Field-Tested) for 110.00 coins.',
    });
    expect(alertOf(trade('joined', 'Withdraw'), plain)).toBeNull();
    expect(alertOf(trade('completed', 'Deposit'), plain)).toBeNull();
  });

  it('tells a sold listing, the bot going idle and stopping; hides amounts in privacy mode', () => {
    const sold = {
      id: '2',
      event: 'listing',
      data: { change: 'sold', item_name: 'AWP | Asiimov', value: 52.5 },
    };
    expect(alertOf(sold, plain)).toMatchObject({ kind: 'sale', body: 'AWP | Asiimov sold for 52.50 coins.' });
    expect(alertOf(sold, privacyMasks(true))?.body).not.toContain('52.50');
    expect(alertOf({ ...sold, data: { change: 'joined' } }, plain)).toBeNull();
    const idle = {
      id: '3',
      event: 'activity',
      data: {
        title: 'Idle: out of coins',
        description: 'The bot has 0.68 coins.',
        metadata: { account: { action: 'sniping_idle', reason: 'out of coins' } },
      },
    };
    expect(alertOf(idle, plain)).toMatchObject({
      kind: 'idle',
      tone: 'warning',
      title: 'Idle: out of coins',
    });
    const stopped = {
      id: '4',
      event: 'activity',
      data: { title: 'Sniping stopped', description: 'Licence expired.' },
    };
    expect(alertOf(stopped, plain)).toMatchObject({ kind: 'stopped', body: 'Licence expired.' });
    expect(alertOf({ id: '5', event: 'activity', data: { title: 'Inventory refreshed' } }, plain)).toBeNull();
  });
});

describe('alert settings', () => {
  it('are on by default except browser notifications, and kept per user in this browser', () => {
    expect(readAlertSettings('u1')).toEqual({
      snipe: true,
      sale: true,
      idle: true,
      stopped: true,
      browser: false,
    });
    writeAlertSettings('u1', { ...readAlertSettings('u1'), sale: false });
    expect(JSON.parse(localStorage.getItem('liveAlerts:u1')!)).toMatchObject({ sale: false });
    expect(readAlertSettings('u2').sale).toBe(true);
  });
});
