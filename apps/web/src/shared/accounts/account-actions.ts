import type { TradingAccount } from '@skinpilot/contract';

export type RefreshPlatform = 'steam' | 'csgoroll';

/** What a trader can do to an account from its card or the account panel; the accounts list carries it out. */
export type AccountActions = {
  onSelect: (account: TradingAccount) => void;
  onEditLabel: (account: TradingAccount) => void;
  onRefresh: (account: TradingAccount, platform: RefreshPlatform) => void;
  onSettings: (account: TradingAccount) => void;
  onDelete: (account: TradingAccount) => void;
};

/** The selected account's panel (section 2.10) beside the account list; `account` is unset until one is picked. */
export type AccountPanelProps = Omit<AccountActions, 'onSelect' | 'onDelete'> & {
  account: TradingAccount | undefined;
  now: number;
};
