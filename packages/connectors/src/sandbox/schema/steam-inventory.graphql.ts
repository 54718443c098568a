/** A Steam inventory as CSGORoll shows it for listing: the items, their inspect data and stickers. */
export const STEAM_INVENTORY_SCHEMA = /* GraphQL */ `
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

  extend type Query {
    steamInventoryItems(
      after: String
      first: PaginationAmount
      steamAppName: SteamAppName = CSGO
      userId: ID
    ): SteamInventoryItemConnection!
  }
`;
