/**
 * Every route of the SPA in one typed table, shared by the SPA (its router, links and redirects)
 * and the server (the links it writes into e-mails, Discord messages and payment returns), so
 * neither spells a path as a string literal and no link points at a page that does not exist.
 */
export const spaPaths = {
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

/** The trading page's tabs, and the overview's sections, as its `tab` and `section` query values. */
export const tradingTabs = ['get-started', 'overview', 'accounts'] as const;
export const overviewSections = ['inventory', 'activity', 'trade-history'] as const;

/**
 * The SPA links the server writes (after the deployment's public URL). The SPA's test resolves
 * each in its router: a new link here is proven to open a real page and tab.
 */
export const serverLinks = {
  /** A trade's Discord message: the trade history of the trading page's overview. */
  tradeHistory: `${spaPaths.trading}?tab=overview&section=trade-history`,
  /** The password reset e-mail, before `?token=`. */
  changePassword: spaPaths.changePassword,
  /** Where Discord's consent screen returns (with `?discord_id=` once linked), and its pages' buttons. */
  profile: spaPaths.profile,
  /** Where a payment provider returns the buyer. */
  purchaseSuccess: spaPaths.success,
  purchaseCancelled: spaPaths.cancel,
} as const;
