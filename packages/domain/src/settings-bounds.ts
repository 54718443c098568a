export type Bound = { min?: number; max?: number; optional?: boolean };
export type SettingsProblem = { field: string; message: string };

/** Checks or clamps numeric fields against their bounds; the caller decides which fields clamp. */
export function applyBounds<T extends Record<string, unknown>>(
  values: T,
  bounds: Partial<Record<keyof T & string, Bound>>,
  clampFields: ReadonlySet<string> = new Set(),
): { values: T; problems: SettingsProblem[] } {
  const out: Record<string, unknown> = { ...values };
  const problems: SettingsProblem[] = [];
  for (const [field, bound] of Object.entries(bounds) as [string, Bound][]) {
    const value = out[field];
    if (value === null || value === undefined) {
      if (!bound.optional) problems.push({ field, message: 'is required' });
      continue;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      problems.push({ field, message: 'must be a number' });
      continue;
    }
    const { min = -Infinity, max = Infinity } = bound;
    if (value >= min && value <= max) continue;
    if (clampFields.has(field)) out[field] = Math.min(max, Math.max(min, value));
    else problems.push({ field, message: rangeMessage(bound) });
  }
  return { values: out as T, problems };
}

function rangeMessage({ min, max }: Bound): string {
  if (min !== undefined && max !== undefined) return `must be between ${min} and ${max}`;
  if (min !== undefined) return `must be at least ${min}`;
  return `must be at most ${max}`;
}

/** List settings arrive as arrays or comma-separated text; stored trimmed, without empties. */
export function normaliseList(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(',') : (value ?? []);
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}
