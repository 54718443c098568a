import { and, eq, getTableColumns, isNotNull, like, not, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import type { SealedColumn } from './sealed-column';
import type { Vault } from './vault';

const BATCH = 200;

export type RotationReport = { column: string; resealed: number }[];

function propertyOf(sealed: SealedColumn, column: AnyPgColumn): string {
  const found = Object.entries(getTableColumns(sealed.table)).find(([, c]) => c === column)?.[0];
  if (!found) throw new Error(`${sealed.name}: a column does not belong to its table.`);
  return found;
}

/**
 * Re-seals every value not yet under the current key, column by column, in batches. Each batch is
 * one transaction, and a row is only rewritten if it still holds the value that was read, so a
 * secret changed by the running product meanwhile is never overwritten with an older one.
 */
export async function rotateSealedValues(
  db: Db,
  vault: Vault,
  columns: SealedColumn[],
): Promise<RotationReport> {
  const report: RotationReport = [];
  for (const sealed of columns) {
    const property = propertyOf(sealed, sealed.column);
    const keyIdProperty = sealed.keyIdColumn ? propertyOf(sealed, sealed.keyIdColumn) : null;
    const stale = and(isNotNull(sealed.column), not(like(sealed.column, `v2.${vault.keyId}.%`)));
    let resealed = 0;
    const skipped = new Set<string>();
    for (;;) {
      const rows = (await db
        .select({ ...sealed.keys, value: sealed.column })
        .from(sealed.table)
        .where(stale)
        .limit(BATCH + skipped.size)) as Record<string, unknown>[];
      const todo = rows.filter((row) => !skipped.has(JSON.stringify(keysOf(sealed, row))));
      if (todo.length === 0) break;
      await db.transaction(async (tx) => {
        for (const row of todo) {
          const keys = keysOf(sealed, row);
          const purpose = typeof sealed.purpose === 'string' ? sealed.purpose : sealed.purpose(keys);
          let plaintext: string;
          try {
            plaintext = vault.open(String(row.value), purpose);
          } catch (error) {
            throw new Error(
              `${sealed.name} (${Object.values(keys).join(', ')}): ${(error as Error).message}`,
            );
          }
          const match: SQL[] = Object.entries(sealed.keys).map(([k, column]) => eq(column, keys[k]));
          const updated = await tx
            .update(sealed.table)
            .set({
              [property]: vault.seal(plaintext, purpose),
              ...(keyIdProperty ? { [keyIdProperty]: vault.keyId } : {}),
            })
            .where(and(...match, eq(sealed.column, row.value)))
            .returning({ value: sealed.column });
          if (updated.length > 0) resealed += 1;
          else skipped.add(JSON.stringify(keys));
        }
      });
    }
    report.push({ column: sealed.name, resealed });
  }
  return report;
}

function keysOf(sealed: SealedColumn, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(sealed.keys).map((k) => [k, row[k]]));
}
