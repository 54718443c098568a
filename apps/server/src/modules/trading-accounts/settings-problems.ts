import type { SettingsProblem } from '@skinpilot/domain';
import { AppError } from '../../errors/app-error';

/** A 422 whose sentence names the first field at fault and whose errors[] lists them all. */
export function settingsProblems(problems: SettingsProblem[]): AppError {
  const first = problems[0]!;
  return new AppError('validation', `Invalid settings: ${first.field} ${first.message}.`, {
    errors: problems.map((p) => ({ field: p.field, message: p.message })),
  });
}
