/**
 * The server's detail reads like '422: Failed to save CSGORoll settings: max_value must be ...';
 * people only need the last part, so the status and the generic prefix are stripped.
 */
export function settingsSaveError(detail: string | undefined, platformName: string): string {
  if (!detail) return `Failed to save ${platformName} settings`;
  const stripped = detail
    .replace(/^\s*\d{3}:\s*/, '')
    .replace(/^Failed to save [\w-]+ settings:\s*/i, '')
    .trim();
  return stripped || 'Failed to save settings';
}
