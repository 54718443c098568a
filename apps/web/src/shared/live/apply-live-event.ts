import type { LiveCreditsEvent, LiveWalletEvent, TradingAccount, UserProfile } from '@skinpilot/contract';
import type { QueryClient } from '@tanstack/react-query';
import { accountsKey } from '../accounts/accounts';
import { currentUserKey } from '../auth/current-user';
import type { StreamEvent } from './event-stream';

/** What each event changes on screen: a cache written in place, or the one query that shows it read again. */
export function applyLiveEvent(client: QueryClient, event: StreamEvent) {
  const data = (event.data ?? {}) as Record<string, unknown>;
  switch (event.event) {
    case 'wallet': {
      const wallet = data as unknown as LiveWalletEvent;
      client.setQueryData<TradingAccount[]>(accountsKey, (accounts) =>
        accounts?.map((account) =>
          account.steam_id === wallet.steam_id && account.csgoroll_account
            ? {
                ...account,
                csgoroll_account: {
                  ...account.csgoroll_account,
                  main_wallet_balance: wallet.main_balance,
                  wallets: wallet.wallets,
                  last_checked: wallet.last_checked,
                },
              }
            : account,
        ),
      );
      void client.invalidateQueries({ queryKey: ['trading', 'wealth-summary'] });
      return;
    }
    case 'credits': {
      const { credits } = data as unknown as LiveCreditsEvent;
      client.setQueryData<UserProfile>(currentUserKey, (user) => (user ? { ...user, credits } : user));
      return;
    }
    case 'trade':
      void client.invalidateQueries({ queryKey: ['trading', 'trades'] });
      void client.invalidateQueries({ queryKey: ['trading', 'wealth-summary'] });
      return;
    case 'activity':
      void client.invalidateQueries({ queryKey: ['trading', 'activity'] });
      // A session that started or stopped is told by its activity: the bot's state is read again.
      if (String((data as { title?: unknown }).title ?? '').startsWith('Sniping '))
        void client.invalidateQueries({ queryKey: ['trading', 'sniping'] });
      return;
    case 'sniping': {
      // The event is the bot's state as /sniping/status answers it: written in place. Read again
      // instead, the status could still show the worker's last heartbeat (written a round later).
      const change = data as { steam_id?: string; state?: string; idle?: unknown };
      if (typeof change.steam_id === 'string' && 'idle' in change) {
        client.setQueryData<Record<string, unknown>>(['trading', 'sniping', change.steam_id], (status) =>
          status ? { ...status, state: change.state ?? status.state, idle: change.idle } : status,
        );
        return;
      }
      void client.invalidateQueries({ queryKey: ['trading', 'sniping'] });
      return;
    }
    case 'listing':
    case 'inventory':
      void client.invalidateQueries({ queryKey: ['trading', 'inventory'] });
      // A snapshot (or a sale) moves skins value; a point it writes is told by `wealth`.
      void client.invalidateQueries({ queryKey: ['trading', 'wealth-summary'] });
      void client.invalidateQueries({ queryKey: ['trading', 'listings'] });
      void client.invalidateQueries({ queryKey: accountsKey });
      return;
    case 'wealth':
      void client.invalidateQueries({ queryKey: ['trading', 'wealth-history'] });
      void client.invalidateQueries({ queryKey: ['trading', 'wealth-summary'] });
      return;
    case 'resync':
      refreshEverything(client);
      return;
  }
}

/** Events may have been missed (a resync, or the stream was down): read what the dashboard shows again. */
export function refreshEverything(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['trading'] });
  void client.invalidateQueries({ queryKey: currentUserKey });
}
