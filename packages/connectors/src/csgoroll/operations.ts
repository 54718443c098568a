/**
 * The operations our client sends, as full query text (persisted-query hashes change with every
 * site build). Written from the protocol reference (shared/protocol/csgoroll.md): operation names,
 * argument and input types as the public clients declare them, and only fields a public client
 * selects, so no field of ours can make the live schema reject a whole operation.
 */

/** Trade fields: a subset of R's 2026 selection (reference 5.1 to 5.4). */
const TRADE = /* GraphQL */ `
  fragment TradeFields on Trade {
    id
    status
    cancelReason
    canJoinAfter
    suspectedTraderCanJoinAfter
    canJoin
    markupPercent
    totalValue
    customValue
    createdAt
    updatedAt
    expiresAt
    joinedAt
    depositorLastActiveAt
    depositor {
      id
      steamId
      steamDisplayName
    }
    withdrawer {
      id
      steamId
      steamDisplayName
    }
    withdrawerSteamTradeUrl
    tradeItems {
      id
      marketName
      value
      markupPercent
      steamExternalAssetId
      itemVariant {
        id
        name
        brand
        color
        rarity
        iconUrl
        value
        externalId
      }
      stickers {
        name
        brand
        color
        wear
        imageUrl
      }
    }
    avgPaintWear
    hasStickers
  }
`;

export const CURRENT_USER = /* GraphQL */ `
  query CurrentUser {
    currentUser {
      id
      steamId
      name
      avatar
      userProgress {
        level
      }
      wallets {
        id
        name
        amount
        currency
      }
      dailyWithdrawLimit
      steamAccessTokenExpiresAt
    }
  }
`;

export const STEAM_INVENTORY_ITEMS = /* GraphQL */ `
  query steamInventoryItems($after: String, $first: PaginationAmount, $steamAppName: SteamAppName = CSGO) {
    steamInventoryItems(after: $after, first: $first, steamAppName: $steamAppName) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          tradable
          steamExternalAssetId
          steamItemIdentifiers {
            assetId
          }
          steamInspectItem {
            paintWear
          }
          steamStickersDescriptions {
            name
          }
          itemVariant {
            id
            itemId
            name
            brand
            color
            rarity
            iconUrl
            value
            externalId
          }
          maxMarkupPercent
        }
      }
    }
  }
`;

export const USER_TRADE_LIST = /* GraphQL */ `
  query UserTradeList(
    $first: PaginationAmount
    $after: String
    $orderBy: [TradeOrderBy]
    $status: TradeStatus
    $userId: ID
  ) {
    trades(first: $first, after: $after, orderBy: $orderBy, status: $status, userId: $userId) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...TradeFields
        }
      }
    }
  }
  ${TRADE}
`;

/** The join answer is kept small (C's selection): the race is decided before it arrives. */
export const JOIN_TRADES = /* GraphQL */ `
  mutation JoinTrades($input: JoinTradesInput!) {
    joinTrades(input: $input) {
      trades {
        id
        status
        totalValue
        updatedAt
        expiresAt
        withdrawer {
          id
          steamId
          steamDisplayName
        }
      }
    }
  }
`;

export const PROCESS_TRADE = /* GraphQL */ `
  mutation ProcessTrade($input: ProcessTradeInput!) {
    processTrade(input: $input) {
      trade {
        ...TradeFields
      }
    }
  }
  ${TRADE}
`;

export const CREATE_TRADES = /* GraphQL */ `
  mutation createTrades($input: CreateTradesInput!) {
    createTrades(input: $input) {
      trades {
        ...TradeFields
      }
    }
  }
  ${TRADE}
`;

export const CANCEL_TRADE = /* GraphQL */ `
  mutation CancelTrade($input: CancelTradeInput!) {
    cancelTrade(input: $input) {
      trade {
        ...TradeFields
      }
    }
  }
  ${TRADE}
`;

export const UPDATE_STEAM_ACCESS_TOKEN = /* GraphQL */ `
  mutation changeSteamAccessToken($input: UpdateSteamAccessTokenInput!) {
    updateSteamAccessToken(input: $input) {
      success
    }
  }
`;

/**
 * A listing in the feed: only what a sniping decision reads (parse.ts, then the runtime's
 * listingFromTrade and the frame scan), all of it in R's 2026 selection. The feed is the race
 * (issue 30): every field left out is bytes CSGORoll does not write and we do not read before the
 * join. The party fields, ids and icons come with the trade's own updates after a join.
 */
const LISTING = /* GraphQL */ `
  fragment ListingFields on Trade {
    id
    status
    canJoinAfter
    suspectedTraderCanJoinAfter
    markupPercent
    totalValue
    createdAt
    expiresAt
    tradeItems {
      marketName
      value
      itemVariant {
        name
        brand
        color
        rarity
        value
        externalId
      }
      stickers {
        name
        wear
      }
    }
    avgPaintWear
  }
`;

/** The current listing feed: several listings per event (R 2026). */
export const ON_CREATE_TRADES = /* GraphQL */ `
  subscription OnCreateTrade {
    createTrades {
      trades {
        ...ListingFields
      }
    }
  }
  ${LISTING}
`;

/** The 2024 feed, one listing per event: used when a deployment refuses the current one. */
export const ON_CREATE_TRADE_LEGACY = /* GraphQL */ `
  subscription OnCreateTrade {
    createTrade {
      trade {
        ...ListingFields
      }
    }
  }
  ${LISTING}
`;

/** Without a userId the server scopes updateTrade to the session's own trades (as R relies on). */
export const ON_UPDATE_USER_TRADE = /* GraphQL */ `
  subscription OnUpdateUserTrade {
    updateTrade {
      trade {
        ...TradeFields
      }
    }
  }
  ${TRADE}
`;

export const ON_UPDATE_WALLET = /* GraphQL */ `
  subscription OnUpdateWallet {
    updateWallet {
      wallet {
        id
        name
        amount
      }
    }
  }
`;
