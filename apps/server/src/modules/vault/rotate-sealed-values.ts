import type { Db } from '../../db/database';
import type { SealedColumn } from './sealed-column';
import { checkSealedPlace, findStaleSealedValues, replaceSealedValue } from './sealed-values.repository';
import type { Vault } from './vault';

const BATCH = 200;

export type RotationReport = { column: string; resealed: number }[];

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
    checkSealedPlace(sealed);
    let resealed = 0;
    const skipped = new Set<string>();
    for (;;) {
      const rows = await findStaleSealedValues(db, sealed, vault.keyId, BATCH + skipped.size);
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
          const change = { keys, from: row.value, to: vault.seal(plaintext, purpose), keyId: vault.keyId };
          if (await replaceSealedValue(tx, sealed, change)) resealed += 1;
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
