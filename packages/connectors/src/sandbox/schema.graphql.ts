/**
 * CSGORoll's GraphQL schema as far as public clients show it (docs: shared/protocol/csgoroll.md,
 * sections 4 to 8), written from those facts: every root field, argument, input type, scalar and
 * enum a public client sends, and every field one selects. Names no client shows (the inventory
 * node type, connection types, box and exchange payloads) are ours; the README lists them.
 */
export const SANDBOX_SCHEMA = /* GraphQL */ `
  "A page size; CSGORoll's clients ask for up to 250."
  scalar PaginationAmount
  "A float that is never negative."
  scalar UnsignedFloat
  "An ISO-8601 timestamp."
  scalar SequelizeDate

  enum SteamAppName {
    CSGO
  }

  enum TradeStatus {
    LISTED
    JOINED
    PROCESSING
    COMPLETED
    COMPLETED_PROTECTED
    COOLDOWN
    CANCELLED
    EXPIRED
  }

  enum TradeOrderBy {
    ID_DESC
    ID_ASC
    UPDATED_AT_DESC
    UPDATED_AT_ASC
  }

  "Only USER_CANCELLED is attested; the other two are the sandbox's names for its time limits."
  enum TradeCancelReason {
    USER_CANCELLED
    DEPOSITOR_TIMEOUT
    STEAM_OFFER_TIMEOUT
  }

  enum TradeTrackingType {
    API_KEY_DEPOSITOR
  }

  enum TradeTrackingTypeGroup {
    API_KEY
  }

  enum LockDuration {
    NONE
    ONE_DAY
    ONE_WEEK
  }

  enum BoxOrderBy {
    MIN_LEVEL_REQUIRED
    VALUE_DESC
  }

  enum UserItemStatus {
    REQUESTED
    AVAILABLE
    EXCHANGED
  }

  enum UserItemOrderBy {
    VALUE_DESC
    VALUE_ASC
  }

  enum ItemVariantOrderBy {
    VALUE_DESC
    VALUE_ASC
  }

  type PageInfo {
    hasNextPage: Boolean!
    endCursor: String
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

  type ItemVariant {
    id: ID!
    itemId: ID!
    name: String!
    brand: String!
    color: String
    rarity: String
    iconUrl: String!
    value: Float!
    displayValue: Float!
    externalId: String!
    depositable: Boolean!
    withdrawable: Boolean!
    currency: String
    exchangeRate: Float
    size: Int
    usable: Boolean
  }

  type ItemVariantEdge {
    node: ItemVariant!
    cursor: String!
  }

  type ItemVariantConnection {
    pageInfo: PageInfo!
    edges: [ItemVariantEdge!]!
  }

  type TradeItemSticker {
    id: ID
    name: String!
    brand: String
    color: String
    wear: Float
    imageUrl: String!
    value: Float
  }

  type TradeItem {
    id: ID!
    marketName: String!
    value: Float!
    markupPercent: Float!
    customValue: Boolean!
    steamExternalAssetId: ID
    itemVariant: ItemVariant
    stickers: [TradeItemSticker!]!
    patternPercentage: Float
  }

  type AvgPaintWearRange {
    min: Float
    max: Float
  }

  type Trade {
    id: ID!
    status: TradeStatus!
    steamAppName: SteamAppName!
    cancelReason: TradeCancelReason
    canJoinAfter: SequelizeDate
    suspectedTraderCanJoinAfter: SequelizeDate
    canJoin: Boolean!
    markupPercent: Float!
    totalValue: Float!
    customValue: Boolean!
    createdAt: SequelizeDate!
    updatedAt: SequelizeDate!
    expiresAt: SequelizeDate
    joinedAt: SequelizeDate
    depositorLastActiveAt: SequelizeDate
    depositor: User
    withdrawer: User
    withdrawerSteamTradeUrl: String
    tradeItems: [TradeItem]
    trackingType: TradeTrackingType
    avgPaintWear: Float
    avgPaintWearRange: AvgPaintWearRange
    hasStickers: Boolean!
  }

  type TradeEdge {
    node: Trade!
    cursor: String!
  }

  type TradeConnection {
    pageInfo: PageInfo!
    edges: [TradeEdge!]!
  }

  type SteamItemIdentifiers {
    assetId: String!
  }

  type SteamInspectItem {
    paintWear: Float
  }

  type SteamStickerDescription {
    name: String!
  }

  type SteamInventoryItem {
    id: ID!
    tradable: Boolean!
    steamExternalAssetId: ID!
    steamItemIdentifiers: SteamItemIdentifiers!
    steamInspectItem: SteamInspectItem
    steamStickersDescriptions: [SteamStickerDescription!]!
    itemVariant: ItemVariant!
    maxMarkupPercent: Float!
  }

  type SteamInventoryItemEdge {
    node: SteamInventoryItem!
    cursor: String!
  }

  type SteamInventoryItemConnection {
    pageInfo: PageInfo!
    edges: [SteamInventoryItemEdge!]!
  }

  type BoxSlotItem {
    id: ID!
    value: Float!
  }

  type BoxSlot {
    balance: Float!
    item: BoxSlotItem!
  }

  type Box {
    id: ID!
    name: String!
    creatorId: ID
    userLastPurchasedAt: SequelizeDate
    unopenedUserBoxesCount: Int!
    slots: [BoxSlot!]!
  }

  type BoxEdge {
    node: Box!
    cursor: String!
  }

  type BoxConnection {
    pageInfo: PageInfo!
    edges: [BoxEdge!]!
  }

  type UserItem {
    id: ID!
    status: UserItemStatus!
    value: Float!
    marketId: ID
    itemVariant: ItemVariant!
  }

  type UserItemEdge {
    node: UserItem!
    cursor: String!
  }

  type UserItemConnection {
    pageInfo: PageInfo!
    edges: [UserItemEdge!]!
  }

  type Roll {
    value: Float!
  }

  type BoxOpening {
    id: ID!
    boxItemId: ID!
    profit: Float!
    balance: Float!
    currency: String!
    userItem: UserItem
    roll: Roll!
  }

  type OpenBoxPayload {
    box: Box!
    boxOpenings: [BoxOpening!]!
  }

  type Exchange {
    id: ID!
    itemsValue: Float!
    userItemsValue: Float!
    remainder: Float!
    profit: Float!
    currency: String!
    newUserItems: UserItemConnection!
  }

  type CreateExchangePayload {
    exchange: Exchange!
  }

  type JoinTradesPayload {
    trades: [Trade!]!
  }

  type CreateTradesPayload {
    trades: [Trade!]!
  }

  type TradePayload {
    trade: Trade!
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

  input JoinTradesInput {
    tradeIds: [ID]!
    hasCompliedToAntiRWT: Boolean
    "reCAPTCHA v3 token (action joinTrades), or empty."
    recaptcha: String
    "reCAPTCHA v2 token."
    visualRecaptcha: String
  }

  input ProcessTradeInput {
    tradeId: ID!
  }

  input CancelTradeInput {
    tradeId: ID!
  }

  input CreateTradeItemInput {
    "The Steam assetid (steamItemIdentifiers.assetId), not the SteamExternalAsset id."
    assetId: String!
    itemVariantId: ID!
    value: Float!
  }

  input CreateTradesInput {
    "One trade per inner list. A flat list is coerced into single-item trades (2024 clients send one)."
    tradeItemsList: [[CreateTradeItemInput!]!]!
    trackByUniqueId: Boolean
    recaptcha: String
    visualRecaptcha: String
    promoCode: String
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

  input BoxSlotItemInput {
    id: ID!
    value: Float!
  }

  input BoxSlotInput {
    balance: Float!
    item: BoxSlotItemInput!
  }

  input OpenBoxInput {
    boxId: ID!
    amount: Int!
    providedBoxMultiplierSlots: [BoxSlotInput!]
  }

  input CreateExchangeInput {
    userItemIds: [ID!]!
    itemVariantIds: [ID!]
  }

  type Query {
    currentUser: User
    steamInventoryItems(
      after: String
      first: PaginationAmount
      steamAppName: SteamAppName = CSGO
      userId: ID
    ): SteamInventoryItemConnection!
    "status is singular (R 2026); statuses is the 2024 variable name (C), accepted as well."
    trades(
      first: PaginationAmount
      after: String
      orderBy: [TradeOrderBy]
      status: TradeStatus
      statuses: [TradeStatus!]
      userId: ID
    ): TradeConnection!
    boxes(
      first: PaginationAmount
      after: String
      free: Boolean
      purchasable: Boolean
      minLevelRequired: Int
      orderBy: BoxOrderBy
      marketSlug: String
    ): BoxConnection!
    userItems(
      first: PaginationAmount
      after: String
      userId: ID
      status: [UserItemStatus!]
      orderBy: UserItemOrderBy
    ): UserItemConnection!
    itemVariants(
      first: PaginationAmount
      after: String
      minValue: Float
      name: String
      orderBy: ItemVariantOrderBy
      distinctValues: Boolean
    ): ItemVariantConnection!
  }

  type Mutation {
    joinTrades(input: JoinTradesInput!): JoinTradesPayload!
    processTrade(input: ProcessTradeInput!): TradePayload!
    cancelTrade(input: CancelTradeInput!): TradePayload!
    createTrades(input: CreateTradesInput!): CreateTradesPayload!
    updateSteamAccessToken(input: UpdateSteamAccessTokenInput!): UpdateSteamAccessTokenPayload!
    updateUser(input: UpdateUserInput!): UpdateUserPayload!
    applyPromoCodeTimer(input: ApplyPromoCodeInput!): ApplyPromoCodeTimerPayload!
    stashUnstashBalance(input: StashUnstashBalanceInput!): StashUnstashBalancePayload!
    openBox(input: OpenBoxInput!): OpenBoxPayload!
    createExchange(input: CreateExchangeInput!): CreateExchangePayload!
  }

  type Subscription {
    "The current listing feed (R 2026): several listings per event."
    createTrades: CreateTradesPayload!
    "The older feed (2024): one listing per event."
    createTrade(userId: ID): TradePayload!
    updateTrade(
      status: TradeStatus
      userId: ID
      maxAvgPaintWear: UnsignedFloat
      minAvgPaintWear: UnsignedFloat
      activeSince: SequelizeDate
      activeUntil: SequelizeDate
      trackingTypeGroup: TradeTrackingTypeGroup
      categoryIds: [ID!]
      stickersAppliedCount: Int
      rarities: [String!]
    ): TradePayload!
    updateWallet: UpdateWalletPayload!
  }
`;
