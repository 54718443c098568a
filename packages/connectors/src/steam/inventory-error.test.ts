import { describe, expect, it } from 'vitest';
import { PlatformUnavailableError, PrivateInventoryError } from '../types/errors';
import { inventoryError } from './inventory-error';

describe('inventory errors', () => {
  it('tells a private inventory from other failures', () => {
    expect(inventoryError(new Error('This profile is private.'))).toBeInstanceOf(PrivateInventoryError);
    expect(inventoryError(new Error('socket hang up'))).toBeInstanceOf(PlatformUnavailableError);
  });
});
