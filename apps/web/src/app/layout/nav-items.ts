import { paths } from '../paths';

export type NavItem = { label: string; to: string; primary?: boolean };

/** What a visitor who is not signed in sees, in the navbar and the mobile menu alike. */
export const loggedOutItems: NavItem[] = [
  { label: 'Pricing', to: paths.pricing },
  { label: 'FAQ', to: paths.faq },
  { label: 'Sign Up', to: paths.signUp, primary: true },
  { label: 'Sign In', to: paths.signIn },
];
