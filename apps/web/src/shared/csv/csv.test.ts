import { describe, expect, it } from 'vitest';
import { csvCell } from '@skinpilot/domain';
import { collectPages, toCsv } from './csv';

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a@b.test')).toBe('a@b.test');
  });

  it('quotes commas, quotes and line breaks, and writes objects as JSON', () => {
    expect(
      toCsv(
        [
          { header: 'a', value: (r: object) => r },
          { header: 'b', value: () => 'x,y' },
        ],
        [{ k: 1 }],
      ),
    ).toBe('a,b\r\n"{""k"":1}","x,y"\r\n');
    expect(csvCell(null)).toBe('');
  });

  it('reads pages until the last one or the cap', async () => {
    const pages = [[1, 2], [3, 4], [5]];
    const read = async (page: number) => ({ rows: pages[page - 1]!, hasMore: page < pages.length });
    expect(await collectPages(read, 100)).toEqual({ rows: [1, 2, 3, 4, 5], isCut: false });
    expect(await collectPages(read, 3)).toEqual({ rows: [1, 2, 3], isCut: true });
  });
});
