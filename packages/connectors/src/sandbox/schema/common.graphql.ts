/** The scalars, enums and types every area uses, and the three root types each area extends with its own fields. */
export const COMMON_SCHEMA = /* GraphQL */ `
  "A page size; CSGORoll's clients ask for up to 250."
  scalar PaginationAmount

  "A float that is never negative."
  scalar UnsignedFloat

  "An ISO-8601 timestamp."
  scalar SequelizeDate

  enum SteamAppName {
    CSGO
  }

  type PageInfo {
    hasNextPage: Boolean!
    endCursor: String
  }

  type Query

  type Mutation

  type Subscription
`;
