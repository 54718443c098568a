/** Why the orchestrator stops a session, in the words the user and the admin read. */
export const STOP_REASONS = {
  removed: 'The account was removed.',
  licence: 'License required: the licence has expired.',
  credits: 'Credits required: no credits left.',
  snipingOff: 'Sniping was turned off.',
  payment: 'Payment required: renew the extra slots to reactivate this account.',
  cookie: 'The CSGORoll session is no longer valid; connect the account again.',
  userCap: 'An administrator set this user to no bot sessions.',
} as const;
