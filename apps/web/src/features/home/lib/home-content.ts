import { Activity, Bell, Bot, ChartLine, Layers, ScrollText, type LucideIcon } from 'lucide-react';

/** The marketing claims of public-site.md section 1, in the product's words. */
export const heroBadges = [
  '7,000,000+ coins sniped',
  'Operating since 2024',
  'Active 24/7',
  'Captchas solved automatically',
];

export type FeatureCard = { icon: LucideIcon; title: string; text: string };

export const featureCards: FeatureCard[] = [
  {
    icon: Bot,
    title: 'Deposit and withdraw bots',
    text: 'A withdraw bot snipes profitable CSGORoll listings; an auto-deposit bot lists items from your Steam inventory. Both run on our servers, not your PC.',
  },
  {
    icon: Layers,
    title: 'Manage 5+ accounts',
    text: 'Run several CSGORoll and Steam accounts side by side, each with its own settings, proxy and bots.',
  },
  {
    icon: ChartLine,
    title: 'Analytics',
    text: 'See markup, profit and volume per account and per day, and which items earn you the most.',
  },
  {
    icon: ScrollText,
    title: 'Activity logging',
    text: 'Every deposit, withdrawal, trade offer and bot decision is logged with its time and reason.',
  },
  {
    icon: Activity,
    title: 'Wealth tracking',
    text: 'Follow the value of your balances and inventories over time, across every account.',
  },
  {
    icon: Bell,
    title: 'Discord notifications',
    text: 'Get a message in our Discord community when a bot snipes an item or a trade needs you.',
  },
];

export const marketplaceFeatures = [
  'Withdraw (sniping) bot that buys profitable items',
  'Auto-deposit bot that lists your Steam items',
  'Markup and price filters per account',
  'Automatic captcha solving',
  'Wealth and balance tracking',
  'Activity log of every deposit and withdrawal',
];

export const steamFeatures = [
  'Manual trading',
  'Auto-accept gifts',
  'Auto-cancel',
  'Trade monitoring',
  'Auto-send items',
  '2FA integration',
  'Proxy support',
  'Gift sending',
];
