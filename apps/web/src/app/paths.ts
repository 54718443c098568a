/** Every route of the SPA in one typed table: links and redirects use these, never string literals. */
export const paths = {
  home: '/',
  pricing: '/pricing',
  faq: '/faq',
  trading: '/trading',
  signUp: '/signup',
  signIn: '/signin',
  forgotPassword: '/forgot-password',
  changePassword: '/change-password',
  profile: '/profile',
  terms: '/tos',
  privacy: '/privacy',
  success: '/success',
  cancel: '/cancel',
  admin: '/admin',
  withdraw: '/withdraw',
  licensesFull: '/licensesfull',
} as const;
