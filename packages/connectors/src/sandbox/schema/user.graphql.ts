/** The signed-in user: profile, preferences, wallets and their updates, promo codes, the Steam access token and stashing balance. */
export const USER_SCHEMA = /* GraphQL */ `
  enum LockDuration {
    NONE
    ONE_DAY
    ONE_WEEK
  }

  type Wallet {
    id: ID!
    name: String!
    amount: Float!
    currency: String!
  }

  type WalletChange {
    id: ID!
    type: String!
    externalId: String
    valueChange: Float!
  }

  type UpdateWalletPayload {
    wallet: Wallet!
    walletChange: WalletChange
  }

  type UserProgress {
    id: ID!
    xp: Float!
    requiredXp: Float!
    nextRequiredXp: Float!
    level: Int!
  }

  type Country {
    code: String!
    name: String!
  }

  type UserPreferences {
    id: ID!
    name: String
    lastName: String
    address1: String
    address2: String
    postcode: String
    region: String
    city: String
    country: Country
    birthDate: String
    gender: String
    phone: String
  }

  type PromoCode {
    id: ID!
    code: String!
  }

  type Team {
    id: ID!
    name: String!
  }

  type Tickets {
    total: Int!
  }

  type Market {
    id: ID!
    slug: String!
    name: String!
  }

  type User {
    id: ID!
    steamId: String
    name: String
    displayName: String
    steamDisplayName: String
    avatar: String
    online: Boolean
    steamLevel: Int
    steamRegistrationDate: SequelizeDate
    email: String
    verified: Boolean
    currency: String
    createdAt: SequelizeDate
    acceptTos: Boolean
    mutedUntil: SequelizeDate
    userProgress: UserProgress
    unlockedChat: Boolean
    lastDepositAt: SequelizeDate
    stickyReferee: Boolean
    steamApiKey: String
    steamTradeUrl: String
    steamAccessToken: String
    steamAccessTokenExpiresAt: SequelizeDate
    verificationStatus: String
    totalDeposit: Float
    dailyWithdrawLimit: Float
    preferences: UserPreferences
    referralPromoCode: PromoCode
    team: Team
    tickets: Tickets
    wallets: [Wallet!]!
    market: Market
    trader: Boolean
    suspectedTrader: Boolean
    microphoneEnabled: Boolean
    roles: [String!]
  }

  type UpdateSteamAccessTokenPayload {
    success: Boolean!
  }

  type UpdateUserPayload {
    user: User!
  }

  type ApplyPromoCodeTimerPayload {
    promoCode: String
    secondsLeft: Int!
    status: String!
  }

  type StashUnstashBalancePayload {
    amount: Float!
  }

  input UpdateSteamAccessTokenInput {
    steamId: String!
    accessToken: String!
  }

  input UpdateUserInput {
    userId: ID!
    steamAccessToken: String
    steamTradeUrl: String
  }

  input ApplyPromoCodeInput {
    code: String!
  }

  input StashUnstashBalanceInput {
    amount: Float!
    lockDuration: LockDuration!
  }

  extend type Query {
    currentUser: User
  }

  extend type Mutation {
    updateSteamAccessToken(input: UpdateSteamAccessTokenInput!): UpdateSteamAccessTokenPayload!
    updateUser(input: UpdateUserInput!): UpdateUserPayload!
    applyPromoCodeTimer(input: ApplyPromoCodeInput!): ApplyPromoCodeTimerPayload!
    stashUnstashBalance(input: StashUnstashBalanceInput!): StashUnstashBalancePayload!
  }

  extend type Subscription {
    updateWallet: UpdateWalletPayload!
  }
`;
