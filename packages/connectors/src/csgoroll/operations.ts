/**
 * The operations we send, as full query text: CSGORoll's persisted-query hashes change with every
 * site build, full text keeps working. Operation and field names are CSGORoll's.
 */

const ITEM_VARIANT = /* GraphQL */ `
  fragment ItemVariant on ItemVariant {
    id
    name
    brand
    color
    rarity
    iconUrl
    value
    externalId
  }
`;

const TRADE = /* GraphQL */ `
  fragment Trade on Trade {
    id
    status
    totalValue
    markupPercent
    createdAt
    updatedAt
    expiresAt
    depositor {
      id
      steamId
      displayName
    }
    withdrawer {
      id
      steamId
      displayName
    }
    withdrawerSteamTradeUrl
    tradeItems {
      id
      marketName
      value
      markupPercent
      steamExternalAssetId
      steamInspectItem {
        paintWear
      }
      stickers {
        value
        imageUrl
        brand
        name
        wear
      }
      itemVariant {
        ...ItemVariant
      }
    }
    avgPaintWear
    hasStickers
  }
  ${ITEM_VARIANT}
`;

export const CURRENT_USER = /* GraphQL */ `
  query CurrentUser {
    currentUser {
      id
      steamId
      displayName
      avatar
      level
      wallets {
        id
        name
        amount
      }
    }
  }
`;

export const STEAM_INVENTORY_ITEMS = /* GraphQL */ `
  query SteamInventoryItems($first: Int, $after: String) {
    steamInventoryItems(first: $first, after: $after, steamAppName: "CSGO") {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          steamExternalAssetId
          tradable
          steamInspectItem {
            paintWear
          }
          steamStickersDescriptions {
            itemVariantId
            name
            brand
            imageUrl
            value
            wear
          }
          itemVariant {
            ...ItemVariant
          }
          maxMarkupPercent
        }
      }
    }
  }
  ${ITEM_VARIANT}
`;

export const TRADE_LIST = /* GraphQL */ `
  query TradeList($first: Int, $after: String, $statuses: [TradeStatus!], $userId: ID) {
    trades(first: $first, after: $after, statuses: $statuses, userId: $userId) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...Trade
        }
      }
    }
  }
  ${TRADE}
`;

export const JOIN_TRADES = /* GraphQL */ `
  mutation JoinTrades($input: JoinTradesInput!) {
    joinTrades(input: $input) {
      trades {
        ...Trade
      }
    }
  }
  ${TRADE}
`;

export const PROCESS_TRADE = /* GraphQL */ `
  mutation ProcessTrade($input: TradeIdInput!) {
    processTrade(input: $input) {
      trade {
        ...Trade
      }
    }
  }
  ${TRADE}
`;

export const CREATE_TRADES = /* GraphQL */ `
  mutation CreateTrades($input: CreateTradesInput!) {
    createTrades(input: $input) {
      trades {
        ...Trade
      }
    }
  }
  ${TRADE}
`;

export const CANCEL_TRADE = /* GraphQL */ `
  mutation CancelTrade($input: TradeIdInput!) {
    cancelTrade(input: $input) {
      trade {
        ...Trade
      }
    }
  }
  ${TRADE}
`;

export const UPDATE_STEAM_ACCESS_TOKEN = /* GraphQL */ `
  mutation UpdateSteamAccessToken($input: UpdateSteamAccessTokenInput!) {
    updateSteamAccessToken(input: $input) {
      success
    }
  }
`;

export const ON_CREATE_TRADES = /* GraphQL */ `
  subscription OnCreateTrades {
    createTrades {
      trades {
        ...Trade
      }
    }
  }
  ${TRADE}
`;

/** The older single-trade feed some mirrors still serve. */
export const ON_CREATE_TRADE = /* GraphQL */ `
  subscription OnCreateTrade {
    createTrade {
      trade {
        ...Trade
      }
    }
  }
  ${TRADE}
`;

export const ON_UPDATE_TRADE = /* GraphQL */ `
  subscription OnUpdateTrade($userId: ID) {
    updateTrade(userId: $userId) {
      trade {
        ...Trade
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
