import { LABEL_MAX_LENGTH } from '@skinpilot/contract';
import { AppError } from '../../errors/app-error';
import type { Actor } from '../../http/authenticate';
import { updateAccount } from './accounts.repository';
import { requireAccountOf } from './accounts.queries';
import type { TradingContext } from './trading-context';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
const SPECIAL_CHARACTERS = /[<>&"'`]/;

/**
 * Section 5's label rules: empty is refused, more than 50 characters too; spaces around it,
 * control characters and markup characters are allowed with a 'Warning:' message (spaces and
 * control characters are removed, markup characters kept: the SPA never renders labels as HTML).
 */
export function checkLabel(raw: string): { label: string; warnings: string[] } {
  const warnings: string[] = [];
  if (raw !== raw.trim()) warnings.push('leading or trailing spaces were removed');
  let label = raw.trim();
  if (CONTROL_CHARACTERS.test(label)) {
    warnings.push('control characters were removed');
    label = label.replace(CONTROL_CHARACTERS, '').trim();
  }
  if (SPECIAL_CHARACTERS.test(label)) warnings.push('the label contains special characters (< > & quotes `)');
  const fail = (message: string) =>
    new AppError('validation', message, { errors: [{ field: 'label', message }] });
  if (label.length === 0) throw fail('Label cannot be empty');
  if (label.length > LABEL_MAX_LENGTH) throw fail(`Label must be at most ${LABEL_MAX_LENGTH} characters`);
  return { label, warnings };
}

export async function updateLabelFor(ctx: TradingContext, actor: Actor, steamId: string, raw: string) {
  const { label, warnings } = checkLabel(raw);
  const account = await requireAccountOf(ctx.db, actor.id, steamId);
  await updateAccount(ctx.db, account.id, { label });
  const message =
    warnings.length > 0 ? `Warning: label saved, but ${warnings.join('; ')}.` : 'Label updated successfully';
  return { message, label };
}
