import { describe, expect, it } from 'vitest';
import { csvCell, csvRows } from './csv';

describe('csvCell', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("https://evil.example","click")')).toBe(
      `"'=HYPERLINK(""https://evil.example"",""click"")"`,
    );
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
  });

  it('keeps numbers, empty values and ordinary text as they are', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('AK-47 | Redline (Field-Tested)')).toBe('AK-47 | Redline (Field-Tested)');
    expect(csvCell('a, b')).toBe('"a, b"');
  });

  it('joins rows', () => {
    expect(
      csvRows([
        ['a', 1],
        ['=b', null],
      ]),
    ).toBe("a,1\n'=b,");
  });
});
