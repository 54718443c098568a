import { describe, expect, it } from 'vitest';
import { MAX_POLL_ATTEMPTS, nextOutcome, tooLongMessage } from './purchase-poll';

describe('success page polling', () => {
  it('keeps polling a crypto payment nobody knows yet, then shows the error state', () => {
    expect(nextOutcome({ notFound: true }, 1).kind).toBe('processing');
    expect(nextOutcome({ notFound: true }, MAX_POLL_ATTEMPTS - 1).kind).toBe('processing');
    expect(nextOutcome({ notFound: true }, MAX_POLL_ATTEMPTS)).toEqual({
      kind: 'error',
      message: tooLongMessage,
    });
  });
});
