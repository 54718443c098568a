import { describe, expect, it } from 'vitest';
import type { SameShape } from './same-shape';

// The checks are the compiler's (npm run typecheck): each @ts-expect-error below must stay an error.
type Wire = { a: number; b: string | null };
export type Agrees = SameShape<Wire, { a: number; b: string | null }>;
// @ts-expect-error a field the other side lacks
export type ExtraField = SameShape<Wire & { c: boolean }, { a: number; b: string | null }>;
// @ts-expect-error a field the wire lacks
export type MissingField = SameShape<Wire, { a: number; b: string | null; c: boolean }>;
// @ts-expect-error the same field typed differently
export type OtherType = SameShape<Wire, { a: number; b: string }>;

describe('SameShape', () => {
  it('answers the first type when both agree', () => {
    const agreed: Agrees = { a: 1, b: null };
    expect(agreed).toEqual({ a: 1, b: null });
  });
});
