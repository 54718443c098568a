import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Sentences the specs quote, each written whole somewhere in the SPA: built from pieces
 * (`Failed to ${verb} product`), a search for the spec's sentence found nothing (issue 31 item 24).
 */
const quoted = [
  'Failed to accept trade offer',
  'Failed to decline trade offer',
  'Failed to cancel trade offer',
  'Failed to create product',
  'Failed to update product',
  'Product created successfully',
  'Product updated successfully',
  'Failed to create discount code',
  'Failed to update discount code',
  'Discount code created successfully',
  'Discount code updated successfully',
  'Failed to fetch account limits',
  'Failed to fetch accounts',
  'credits (already refunded)',
  'Unknown User',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the specs' quoted texts", () => {
  const text = sources(path.resolve(import.meta.dirname, '..'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  it.each(quoted)('"%s" is written whole in the SPA', (sentence) => {
    expect(text).toContain(sentence);
  });
});
