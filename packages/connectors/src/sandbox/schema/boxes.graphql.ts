/** Cases and the on-site inventory: boxes, opening one, the user's items and exchanging them. */
export const BOXES_SCHEMA = /* GraphQL */ `
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

  extend type Query {
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
  }

  extend type Mutation {
    openBox(input: OpenBoxInput!): OpenBoxPayload!
    createExchange(input: CreateExchangeInput!): CreateExchangePayload!
  }
`;
