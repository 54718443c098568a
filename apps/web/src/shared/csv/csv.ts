import { csvCell } from '@skinpilot/domain';

export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown };

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Today's date for file names: users-2026-11-25.csv. */
export const csvDate = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Reads every page of a paged list for an export, up to `maxRows`: an export is for a filtered
 * slice, and the cap keeps a careless click from pulling the whole database into a tab.
 */
export async function collectPages<T>(
  readPage: (page: number) => Promise<{ rows: T[]; hasMore: boolean }>,
  maxRows: number,
): Promise<{ rows: T[]; isCut: boolean }> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const next = await readPage(page);
    rows.push(...next.rows);
    if (!next.hasMore) return { rows, isCut: false };
    if (rows.length >= maxRows) return { rows: rows.slice(0, maxRows), isCut: true };
  }
}
