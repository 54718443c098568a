import { spaPaths as paths } from '@skinpilot/contract';

/**
 * The public pages pre-rendered at build time (apps/web/build/prerender.ts): the server answers these
 * paths with finished HTML and lists them in sitemap.xml. `module` is the page's lazy route module,
 * whose chunk (and styles) the HTML asks for up front so the app takes over without a wait.
 */
export type PublicPage = { path: string; file: string; module: string; description: string };

export const publicPages: PublicPage[] = [
  {
    path: paths.home,
    file: 'home.html',
    module: 'src/features/home/routes/HomePage.tsx',
    description:
      'Automated CS2 skin trading bots for CSGORoll and Steam: sniping, auto-deposit, trade automation and wealth tracking.',
  },
  {
    path: paths.pricing,
    file: 'pricing.html',
    module: 'src/features/billing/routes/PricingPage.tsx',
    description: 'Premium licences, deposit bot plans and credit packs for automated CS2 skin trading.',
  },
  {
    path: paths.faq,
    file: 'faq.html',
    module: 'src/features/faq/routes/FaqPage.tsx',
    description:
      'Answers about the trading bots, accounts, licences, payments and safety of automated CS2 skin trading.',
  },
  {
    path: paths.terms,
    file: 'terms.html',
    module: 'src/features/legal/routes/TermsPage.tsx',
    description: 'The terms of service for the automated CS2 skin trading bots.',
  },
  {
    path: paths.privacy,
    file: 'privacy.html',
    module: 'src/features/legal/routes/PrivacyPage.tsx',
    description: 'How your data is collected, used and protected when you use the trading bots.',
  },
  {
    path: paths.signIn,
    file: 'signin.html',
    module: 'src/features/auth/routes/SignInPage.tsx',
    description: 'Sign in to manage your CS2 trading bots, accounts and licences.',
  },
  {
    path: paths.signUp,
    file: 'signup.html',
    module: 'src/features/auth/routes/SignUpPage.tsx',
    description: 'Create an account and start a free trial of automated CS2 skin trading.',
  },
];
