/**
 * CSV for spreadsheets staff open. A cell that starts with = + - @ (or a tab or carriage return) is
 * read as a formula by Excel, LibreOffice and Sheets, so a user-chosen name such as
 * `=HYPERLINK(...)` could run in the reader's spreadsheet: such cells get a leading apostrophe,
 * which spreadsheets show as plain text (OWASP's advice for CSV injection).
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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
