import { spaPaths as paths } from '@skinpilot/contract';

export type NavItem = { label: string; to: string; primary?: boolean };

/** What a visitor who is not signed in sees, in the navbar and the mobile menu alike. */
export const loggedOutItems: NavItem[] = [
  { label: 'Pricing', to: paths.pricing },
  { label: 'FAQ', to: paths.faq },
  { label: 'Sign Up', to: paths.signUp, primary: true },
  { label: 'Sign In', to: paths.signIn },
];

/** The page links of a signed-in user; licence, credits and the avatar menu follow them. */
export const loggedInItems: NavItem[] = [
  { label: 'FAQ', to: paths.faq },
  { label: 'Trading', to: paths.trading },
];

export const FREE_TRIAL_HINT = 'Free trial available';
