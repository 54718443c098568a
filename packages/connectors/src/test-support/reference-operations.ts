/**
 * Every operation of the protocol reference (shared/protocol/csgoroll.md, section 4), written from
 * its tables: the operation name, root field, argument and input types, the variables the public
 * clients send and the fields they select (section 5). Kept apart from our client's own texts
 * (csgoroll/operations.ts) on purpose: these check the sandbox, not our client.
 */

export type ReferenceOperation = {
  /** Source and date per the reference. */
  name: string;
  transport: 'http' | 'ws';
  operationName: string;
  query: string;
};

const op = (
  name: string,
  transport: ReferenceOperation['transport'],
  operationName: string,
  query: string,
): ReferenceOperation => ({ name, transport, operationName, query });

/** R 2026: the full SimpleTrade selection (5.1 to 5.4, "R26" rows). */
const SIMPLE_TRADE_R = `
  id status steamAppName cancelReason canJoinAfter suspectedTraderCanJoinAfter canJoin
  markupPercent totalValue customValue createdAt updatedAt expiresAt joinedAt depositorLastActiveAt
  depositor { id steamDisplayName steamId }
  withdrawer { id steamId steamDisplayName steamLevel avatar steamRegistrationDate name }
  withdrawerSteamTradeUrl
  tradeItems {
    id marketName value markupPercent customValue steamExternalAssetId patternPercentage
    itemVariant { id itemId name brand color rarity iconUrl value externalId depositable currency }
    stickers { id name brand color wear imageUrl }
  }
  trackingType avgPaintWear avgPaintWearRange { min max } hasStickers
`;

/** C and E 2024: the Trade selection ("C24"/"E24" rows). */
const TRADE_2024 = `
  id status steamAppName cancelReason canJoinAfter suspectedTraderCanJoinAfter markupPercent totalValue
  customValue createdAt updatedAt expiresAt joinedAt depositorLastActiveAt
  depositor { id steamId avatar displayName steamDisplayName online }
  withdrawer { id steamId avatar displayName steamDisplayName }
  withdrawerSteamTradeUrl
  tradeItems {
    id marketName value markupPercent customValue steamExternalAssetId
    itemVariant { id itemId name brand color rarity iconUrl value displayValue externalId depositable }
    stickers { name brand color wear imageUrl value }
  }
  trackingType avgPaintWear hasStickers
`;

export const REFERENCE_OPERATIONS = {
  onCreateTrades: op(
    'OnCreateTrade, createTrades feed (R 2026)',
    'ws',
    'OnCreateTrade',
    `subscription OnCreateTrade { createTrades { trades { ${SIMPLE_TRADE_R} } } }`,
  ),
  onCreateTrade: op(
    'OnCreateTrade, createTrade(userId) feed (C, E 2024)',
    'ws',
    'OnCreateTrade',
    `subscription OnCreateTrade($userId: ID) { createTrade(userId: $userId) { trade { ${TRADE_2024} } } }`,
  ),
  onUpdateUserTrade: op(
    'OnUpdateUserTrade (R 2025-07 onwards)',
    'ws',
    'OnUpdateUserTrade',
    `subscription OnUpdateUserTrade(
      $status: TradeStatus, $userId: ID, $maxAvgPaintWear: UnsignedFloat, $minAvgPaintWear: UnsignedFloat,
      $activeSince: SequelizeDate, $activeUntil: SequelizeDate, $trackingTypeGroup: TradeTrackingTypeGroup,
      $categoryIds: [ID!], $stickersAppliedCount: Int, $rarities: [String!]
    ) {
      updateTrade(
        status: $status, userId: $userId, maxAvgPaintWear: $maxAvgPaintWear, minAvgPaintWear: $minAvgPaintWear,
        activeSince: $activeSince, activeUntil: $activeUntil, trackingTypeGroup: $trackingTypeGroup,
        categoryIds: $categoryIds, stickersAppliedCount: $stickersAppliedCount, rarities: $rarities
      ) { trade { ${SIMPLE_TRADE_R} } }
    }`,
  ),
  onUpdateTrade: op(
    'OnUpdateTrade(status, userId) (C 2024)',
    'ws',
    'OnUpdateTrade',
    `subscription OnUpdateTrade($status: TradeStatus, $userId: ID) {
      updateTrade(status: $status, userId: $userId) { trade { ${TRADE_2024} } }
    }`,
  ),
  onUpdateWallet: op(
    'OnUpdateWallet (C 2024)',
    'ws',
    'OnUpdateWallet',
    `subscription OnUpdateWallet {
      updateWallet { wallet { id amount name } walletChange { id type externalId valueChange } }
    }`,
  ),
  currentUserTokens: op(
    'CurrentUser with the Steam token fields (R 2026)',
    'http',
    'CurrentUser',
    `query CurrentUser { currentUser { id steamId steamAccessToken steamAccessTokenExpiresAt } }`,
  ),
  currentUserFull: op(
    'CurrentUser, the site User fragment (R 2025-10)',
    'http',
    'CurrentUser',
    `query CurrentUser { currentUser { ...User } }
    fragment User on User {
      id name email verified currency createdAt acceptTos avatar steamId mutedUntil
      userProgress { id xp requiredXp nextRequiredXp level }
      unlockedChat lastDepositAt stickyReferee steamApiKey steamTradeUrl verificationStatus totalDeposit
      dailyWithdrawLimit
      preferences { id name lastName address1 address2 postcode region city country { code name } birthDate gender phone }
      referralPromoCode { id code } team { id name } tickets { total }
      wallets { id name amount currency } market { id slug name } trader suspectedTrader microphoneEnabled
    }`,
  ),
  currentUserBalance: op(
    'CurrentUser, balance only (C 2024)',
    'http',
    'CurrentUser',
    `query CurrentUser { currentUser { id wallets { amount } } }`,
  ),
  steamInventoryItems: op(
    'steamInventoryItems (R 2026, C 2024)',
    'http',
    'steamInventoryItems',
    `query steamInventoryItems($after: String, $first: PaginationAmount, $steamAppName: SteamAppName = CSGO, $userId: ID) {
      steamInventoryItems(after: $after, first: $first, steamAppName: $steamAppName, userId: $userId) {
        pageInfo { hasNextPage endCursor }
        edges { node {
          tradable steamExternalAssetId steamItemIdentifiers { assetId } steamInspectItem { paintWear }
          steamStickersDescriptions { name } itemVariant { id value externalId itemId } maxMarkupPercent
        } }
      }
    }`,
  ),
  userTradeList: op(
    'UserTradeList, singular status through $statuses (R 2026)',
    'http',
    'UserTradeList',
    `query UserTradeList($first: PaginationAmount, $after: String, $orderBy: [TradeOrderBy], $statuses: TradeStatus, $userId: ID) {
      trades(first: $first, after: $after, orderBy: $orderBy, status: $statuses, userId: $userId) {
        pageInfo { hasNextPage endCursor } edges { node { ${SIMPLE_TRADE_R} } }
      }
    }`,
  ),
  tradeList: op(
    'TradeList (C 2024, persisted; argument names inferred from its variables)',
    'http',
    'TradeList',
    `query TradeList($first: PaginationAmount, $orderBy: [TradeOrderBy], $statuses: [TradeStatus!], $userId: ID) {
      trades(first: $first, orderBy: $orderBy, statuses: $statuses, userId: $userId) {
        edges { node { id totalValue markupPercent updatedAt tradeItems { steamExternalAssetId } } }
      }
    }`,
  ),
  boxGrid: op(
    'BoxGrid (C 2024, persisted; the include flags as @include)',
    'http',
    'BoxGrid',
    `query BoxGrid(
      $includeUserLastPurchasedAt: Boolean!, $includeCreatorId: Boolean!, $includeSlots: Boolean!,
      $first: PaginationAmount, $free: Boolean, $purchasable: Boolean, $minLevelRequired: Int,
      $orderBy: BoxOrderBy, $marketSlug: String
    ) {
      boxes(first: $first, free: $free, purchasable: $purchasable, minLevelRequired: $minLevelRequired,
            orderBy: $orderBy, marketSlug: $marketSlug) {
        edges { node {
          id name
          userLastPurchasedAt @include(if: $includeUserLastPurchasedAt)
          creatorId @include(if: $includeCreatorId)
          slots @include(if: $includeSlots) { balance item { id value } }
        } }
      }
    }`,
  ),
  userItemList: op(
    'UserItemList (C 2024, persisted)',
    'http',
    'UserItemList',
    `query UserItemList($first: PaginationAmount, $userId: ID, $status: [UserItemStatus!], $orderBy: UserItemOrderBy, $includeMarketId: Boolean!) {
      userItems(first: $first, userId: $userId, status: $status, orderBy: $orderBy) {
        edges { node { id marketId @include(if: $includeMarketId) } }
      }
    }`,
  ),
  itemVariantList: op(
    'ItemVariantList (C 2024, persisted)',
    'http',
    'ItemVariantList',
    `query ItemVariantList($first: PaginationAmount, $after: String, $minValue: Float, $name: String, $orderBy: ItemVariantOrderBy, $distinctValues: Boolean) {
      itemVariants(first: $first, after: $after, minValue: $minValue, name: $name, orderBy: $orderBy, distinctValues: $distinctValues) {
        pageInfo { hasNextPage endCursor } edges { node { id name brand value externalId } }
      }
    }`,
  ),
  joinTrades: op(
    'JoinTrades over the socket (C 2024: all four input fields)',
    'ws',
    'JoinTrades',
    `mutation JoinTrades($input: JoinTradesInput!) {
      joinTrades(input: $input) {
        trades { id status totalValue updatedAt expiresAt withdrawer { id steamId avatar displayName steamDisplayName } }
      }
    }`,
  ),
  processTrade: op(
    'ProcessTrade over HTTP (R 2026)',
    'http',
    'ProcessTrade',
    `mutation ProcessTrade($input: ProcessTradeInput!) {
      processTrade(input: $input) { trade { id status totalValue updatedAt expiresAt withdrawerSteamTradeUrl } }
    }`,
  ),
  cancelTrade: op(
    'CancelTrade over HTTP (R 2026)',
    'http',
    'CancelTrade',
    `mutation CancelTrade($input: CancelTradeInput!) {
      cancelTrade(input: $input) { trade { id cancelReason expiresAt status totalValue } }
    }`,
  ),
  cancelTrades: op(
    'CancelTrades, aliased cancelTrade fields (C 2024)',
    'ws',
    'CancelTrades',
    `mutation CancelTrades($input0: CancelTradeInput!, $input1: CancelTradeInput!) {
      trade0: cancelTrade(input: $input0) { trade { id cancelReason expiresAt status totalValue } }
      trade1: cancelTrade(input: $input1) { trade { id cancelReason expiresAt status totalValue } }
    }`,
  ),
  createTrades: op(
    'createTrades, list of lists (R 2026)',
    'http',
    'createTrades',
    `mutation createTrades($input: CreateTradesInput!) { createTrades(input: $input) { trades { ${SIMPLE_TRADE_R} } } }`,
  ),
  createTradesFlat: op(
    'createTrades, flat list over the socket (C 2024)',
    'ws',
    'createTrades',
    `mutation createTrades($input: CreateTradesInput!) { createTrades(input: $input) { trades { ${TRADE_2024} } } }`,
  ),
  updateSteamAccessToken: op(
    'changeSteamAccessToken via updateSteamAccessToken (R 2026)',
    'http',
    'changeSteamAccessToken',
    `mutation changeSteamAccessToken($input: UpdateSteamAccessTokenInput!) {
      updateSteamAccessToken(input: $input) { success }
    }`,
  ),
  updateUser: op(
    'changeSteamAccessToken via updateUser (C 2024)',
    'ws',
    'changeSteamAccessToken',
    `mutation changeSteamAccessToken($input: UpdateUserInput!) { updateUser(input: $input) { user { id steamAccessToken } } }`,
  ),
  applyPromoCodeTimer: op(
    'applyPromoCodeTimer (R 2026)',
    'http',
    'applyPromoCodeTimer',
    `mutation applyPromoCodeTimer($input: ApplyPromoCodeInput!) {
      applyPromoCodeTimer(input: $input) { promoCode secondsLeft status }
    }`,
  ),
  stashUnstash: op(
    'StashUnstash (C 2024)',
    'ws',
    'StashUnstash',
    `mutation StashUnstash($input: StashUnstashBalanceInput!) { stashUnstashBalance(input: $input) { amount } }`,
  ),
  openBox: op(
    'OpenBox (C 2024)',
    'ws',
    'OpenBox',
    `mutation OpenBox($input: OpenBoxInput!) {
      openBox(input: $input) {
        box { id unopenedUserBoxesCount }
        boxOpenings { id boxItemId profit balance currency userItem { id } roll { value } }
      }
    }`,
  ),
  createExchange: op(
    'CreateExchange (C 2024)',
    'ws',
    'CreateExchange',
    `mutation CreateExchange($input: CreateExchangeInput!) {
      createExchange(input: $input) {
        exchange { id itemsValue userItemsValue remainder profit currency newUserItems { edges { node { id } } } }
      }
    }`,
  ),
} as const satisfies Record<string, ReferenceOperation>;
