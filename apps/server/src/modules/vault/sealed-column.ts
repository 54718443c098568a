import type { SealedTable, SealedTableColumn } from './sealed-values.repository';

/**
 * A column that holds vault-sealed values. Each module declares its own (next to its schema) and
 * lists them in sealed-columns.ts, so `vault:rotate` re-seals every secret the product keeps.
 */
export type SealedColumn = {
  /** For logs and the rotate command's report, e.g. `two_factor.secret_encrypted`. */
  name: string;
  table: SealedTable;
  /** The columns that identify one row (its primary key). */
  keys: Record<string, SealedTableColumn>;
  column: SealedTableColumn;
  /** The associated data the values were sealed with: fixed, or built from the row's keys. */
  purpose: string | ((keys: Record<string, unknown>) => string);
  /** A column naming the sealing key, kept in step when a value is re-sealed. */
  keyIdColumn?: SealedTableColumn;
};
