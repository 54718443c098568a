/**
 * One CSV cell, as every export of the product writes it (the SPA's and the server's alike).
 * Text that starts with = + - @ (or a tab or carriage return) is a formula to Excel, LibreOffice
 * and Google Sheets, so a market name or a username like `=HYPERLINK(...)` would run when staff
 * open the file: such text gets a leading apostrophe, which spreadsheets show as plain text
 * (OWASP's advice on CSV injection). Numbers stay numbers, negative ones included; objects (an audit
 * entry's before and after values) are written as JSON.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return csvCell(JSON.stringify(value));
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text, one line each. */
export function csvRows(rows: unknown[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\n');
}
