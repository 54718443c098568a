import { and, eq, getTableColumns, isNotNull, like, not, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/database';

/** A table holding sealed values, and one of its columns, as the modules declare them. */
export type SealedTable = PgTable;
export type SealedTableColumn = AnyPgColumn;

/** Where one kind of sealed value lives: the row keys, the value and the key id it is sealed under. */
type SealedPlace = {
  name: string;
  table: SealedTable;
  keys: Record<string, SealedTableColumn>;
  column: SealedTableColumn;
  keyIdColumn?: SealedTableColumn;
};

function propertyOf(place: SealedPlace, column: SealedTableColumn): string {
  const found = Object.entries(getTableColumns(place.table)).find(([, c]) => c === column)?.[0];
  if (!found) throw new Error(`${place.name}: a column does not belong to its table.`);
  return found;
}

/** Fails early when a declaration names a column of another table. */
export function checkSealedPlace(place: SealedPlace): void {
  propertyOf(place, place.column);
  if (place.keyIdColumn) propertyOf(place, place.keyIdColumn);
}

/** Up to `limit` rows whose value is not sealed under `keyId`: their keys and the value. */
export function findStaleSealedValues(
  db: Db,
  place: SealedPlace,
  keyId: string,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const stale = and(isNotNull(place.column), not(like(place.column, `v2.${keyId}.%`)));
  return db
    .select({ ...place.keys, value: place.column })
    .from(place.table)
    .where(stale)
    .limit(limit) as Promise<Record<string, unknown>[]>;
}

/**
 * Writes the re-sealed value only where the row still holds the value that was read; false when the
 * running product changed it meanwhile (the newer value is kept).
 */
export async function replaceSealedValue(
  tx: DbOrTx,
  place: SealedPlace,
  change: { keys: Record<string, unknown>; from: unknown; to: string; keyId: string },
): Promise<boolean> {
  const keyIdProperty = place.keyIdColumn ? propertyOf(place, place.keyIdColumn) : null;
  const match: SQL[] = Object.entries(place.keys).map(([k, column]) => eq(column, change.keys[k]));
  const updated = await tx
    .update(place.table)
    .set({
      [propertyOf(place, place.column)]: change.to,
      ...(keyIdProperty ? { [keyIdProperty]: change.keyId } : {}),
    })
    .where(and(...match, eq(place.column, change.from)))
    .returning({ value: place.column });
  return updated.length > 0;
}
