import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveEvent } from './apply-live-event';

describe('applyLiveEvent', () => {
  it('writes a sniping event into the account’s status in place, so idle shows before the next heartbeat', () => {
    const client = new QueryClient();
    const key = ['trading', 'sniping', '7656'];
    client.setQueryData(key, { state: 'running', idle: null, stop_reason: null });
    const idle = { reason: 'out of coins', since: '2026-11-27T23:00:00.000Z' };
    applyLiveEvent(client, { id: '9', event: 'sniping', data: { steam_id: '7656', state: 'running', idle } });
    expect(client.getQueryData(key)).toEqual({ state: 'running', idle, stop_reason: null });
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);

    applyLiveEvent(client, {
      id: '10',
      event: 'sniping',
      data: { steam_id: '7656', state: 'running', idle: null },
    });
    expect(client.getQueryData(key)).toMatchObject({ idle: null });
  });

  it('reads the bot state again when a session started or stopped (told by its activity)', () => {
    const client = new QueryClient();
    const key = ['trading', 'sniping', '7656'];
    client.setQueryData(key, { state: 'running', idle: null });
    applyLiveEvent(client, { id: '11', event: 'activity', data: { title: 'Inventory refreshed' } });
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    applyLiveEvent(client, { id: '12', event: 'activity', data: { title: 'Sniping stopped' } });
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
  it('reads the wealth chart of every period and the summary again on a wealth point, nothing else', () => {
    const client = new QueryClient();
    const keys = [
      ['trading', 'wealth-history', '1d'],
      ['trading', 'wealth-history', '30d'],
      ['trading', 'wealth-summary'],
      ['trading', 'inventory'],
    ];
    for (const key of keys) client.setQueryData(key, {});
    const point = { total_wealth: 1234.56, taken_at: '2026-11-28T03:00:00.000Z' };
    applyLiveEvent(client, { id: '13', event: 'wealth', data: point });
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, false]);
  });
});
