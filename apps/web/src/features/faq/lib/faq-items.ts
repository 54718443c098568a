export type FaqItem = { question: string; answer: string };

/** The questions traders ask before they sign up; the first one opens by default. */
export const faqItems = (appName: string): FaqItem[] => [
  {
    question: `What is ${appName}?`,
    answer: `${appName} runs trading bots for CS2 skin traders on CSGORoll and Steam: a withdraw (sniping) bot that buys profitable items, an auto-deposit bot that lists items from your Steam inventory, and trade automation for your Steam accounts, all managed from one dashboard.`,
  },
  {
    question: 'Do I need to keep my PC running?',
    answer:
      'No. The bots run on our servers 24/7. You can close your browser; the dashboard shows what they did while you were away.',
  },
  {
    question: 'How does the free trial work?',
    answer:
      'Sign up, connect your Discord account and start the trial from the trading dashboard. You get a 24-hour license and 1000 credits, once per account.',
  },
  {
    question: 'How many accounts can I manage?',
    answer:
      'A Premium license includes 5 CSGORoll accounts, 5 Steam accounts and 3 sniping slots; a Deposit Bot license 3 and 3. You can add more accounts and slots for credits, up to 20 CSGORoll accounts, 20 Steam accounts and 10 sniping slots.',
  },
  {
    question: 'What are credits for?',
    answer:
      'Credits pay for extra accounts and sniping slots, and the bots use them as they trade. You earn credits back on withdrawals with a low markup and on automatic deposits, and you can buy credit packs on the pricing page.',
  },
  {
    question: 'Is my Steam account safe?',
    answer:
      'Your Steam and CSGORoll secrets are encrypted at rest and never shown again after you save them. Each account can use its own proxy, and you can stop any bot at any time from the dashboard.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer: 'Card payments through our checkout, and crypto. Discount codes apply to card payments only.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'All sales are final, as our Terms of Service say. Try the free trial first to make sure the product fits you.',
  },
  {
    question: 'How do I get support?',
    answer:
      'Join our Discord community: staff and other traders answer there. You can also write to our support address at the bottom of every page.',
  },
];
