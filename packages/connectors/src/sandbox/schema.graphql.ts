/**
 * The subset of CSGORoll's GraphQL schema the product uses, with CSGORoll's names and shapes, so the
 * real client runs against the sandbox unchanged. Unknown to us parts of the real schema are absent.
 */
export const SANDBOX_SCHEMA = /* GraphQL */ `
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

  type Wallet {
    id: ID!
    name: String!
    amount: Float!
  }

  type User {
    id: ID!
    steamId: String
    displayName: String!
    avatar: String
    level: Int!
    wallets: [Wallet!]!
  }

  type ItemVariant {
    id: ID!
    name: String!
    brand: String!
    color: String
    rarity: String
    iconUrl: String!
    value: Float!
    externalId: String!
  }

  type SteamInspectItem {
    paintWear: Float
  }

  type SteamStickerDescription {
    itemVariantId: ID
    name: String!
    brand: String
    imageUrl: String!
    value: Float
    wear: Float
  }

  type SteamInventoryItem {
    id: ID!
    steamExternalAssetId: String!
    tradable: Boolean!
    steamInspectItem: SteamInspectItem
    steamStickersDescriptions: [SteamStickerDescription!]!
    itemVariant: ItemVariant!
    maxMarkupPercent: Float!
  }

  type PageInfo {
    hasNextPage: Boolean!
    endCursor: String
  }

  type SteamInventoryItemEdge {
    node: SteamInventoryItem!
    cursor: String!
  }

  type SteamInventoryItemConnection {
    pageInfo: PageInfo!
    edges: [SteamInventoryItemEdge!]!
  }

  type TradeItemSticker {
    value: Float
    imageUrl: String!
    brand: String
    name: String!
    color: String
    wear: Float
  }

  type TradeItem {
    id: ID!
    marketName: String!
    value: Float!
    markupPercent: Float!
    steamExternalAssetId: String
    steamInspectItem: SteamInspectItem
    stickers: [TradeItemSticker!]!
    itemVariant: ItemVariant!
  }

  type TradeUser {
    id: ID!
    steamId: String
    displayName: String!
    avatar: String
  }

  type Trade {
    id: ID!
    status: TradeStatus!
    totalValue: Float!
    markupPercent: Float!
    createdAt: String!
    updatedAt: String!
    expiresAt: String
    canJoinAfter: String
    depositor: TradeUser
    withdrawer: TradeUser
    withdrawerSteamTradeUrl: String
    tradeItems: [TradeItem!]!
    avgPaintWear: Float
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

  type TradesPayload {
    trades: [Trade!]!
  }

  type TradePayload {
    trade: Trade!
  }

  type WalletPayload {
    wallet: Wallet!
  }

  type UpdateSteamAccessTokenPayload {
    success: Boolean!
  }

  input JoinTradesInput {
    tradeIds: [ID!]!
    recaptcha: String
    hasCompliedToAntiRWT: Boolean
  }

  input TradeIdInput {
    tradeId: ID!
  }

  input CreateTradeItemInput {
    steamExternalAssetId: String!
    value: Float!
  }

  input CreateTradesInput {
    tradeItems: [CreateTradeItemInput!]!
    recaptcha: String
  }

  input UpdateSteamAccessTokenInput {
    accessToken: String!
  }

  type Query {
    currentUser: User
    steamInventoryItems(first: Int, after: String, steamAppName: String): SteamInventoryItemConnection!
    trades(first: Int, after: String, statuses: [TradeStatus!], userId: ID): TradeConnection!
  }

  type Mutation {
    joinTrades(input: JoinTradesInput!): TradesPayload!
    processTrade(input: TradeIdInput!): TradePayload!
    createTrades(input: CreateTradesInput!): TradesPayload!
    cancelTrade(input: TradeIdInput!): TradePayload!
    updateSteamAccessToken(input: UpdateSteamAccessTokenInput!): UpdateSteamAccessTokenPayload!
  }

  type Subscription {
    createTrades(userId: ID): TradesPayload!
    createTrade(userId: ID): TradePayload!
    updateTrade(status: TradeStatus, userId: ID): TradePayload!
    updateWallet: WalletPayload!
  }
`;
