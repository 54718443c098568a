import type { ConnectorError } from '../types/errors';
import { PrivateInventoryError } from '../types/errors';
import { loginError } from './login-errors';

/** steamcommunity answers "This profile is private." for an inventory only its owner may see. */
export function inventoryError(error: unknown): ConnectorError {
  return error instanceof Error && /private/i.test(error.message)
    ? new PrivateInventoryError()
    : loginError(error);
}
