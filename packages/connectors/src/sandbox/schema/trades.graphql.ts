/** Trades (the listings of the P2P market): item variants, the trade list, joining, processing, cancelling and creating trades, and the listing feeds. */
export const TRADES_SCHEMA = /* GraphQL */ `
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

  enum ItemVariantOrderBy {
    VALUE_DESC
    VALUE_ASC
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

  type JoinTradesPayload {
    trades: [Trade!]!
  }

  type CreateTradesPayload {
    trades: [Trade!]!
  }

  type TradePayload {
    trade: Trade!
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

  extend type Query {
    "status is singular (R 2026); statuses is the 2024 variable name (C), accepted as well."
    trades(
      first: PaginationAmount
      after: String
      orderBy: [TradeOrderBy]
      status: TradeStatus
      statuses: [TradeStatus!]
      userId: ID
    ): TradeConnection!
    itemVariants(
      first: PaginationAmount
      after: String
      minValue: Float
      name: String
      orderBy: ItemVariantOrderBy
      distinctValues: Boolean
    ): ItemVariantConnection!
  }

  extend type Mutation {
    joinTrades(input: JoinTradesInput!): JoinTradesPayload!
    processTrade(input: ProcessTradeInput!): TradePayload!
    cancelTrade(input: CancelTradeInput!): TradePayload!
    createTrades(input: CreateTradesInput!): CreateTradesPayload!
  }

  extend type Subscription {
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
  }
`;
