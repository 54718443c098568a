/**
 * CSGORoll's object ids are Relay global ids: standard base64 of `<Type>:<decimal>` with the `=`
 * padding removed (`Trade:32993472` -> `VHJhZGU6MzI5OTM0NzI`).
 */
export function relayId(type: string, n: number): string {
  return Buffer.from(`${type}:${n}`).toString('base64').replace(/=+$/, '');
}

/** The number inside a Relay id of the given type, or null when the id is not one. */
export function relayNumber(type: string, id: unknown): number | null {
  if (typeof id !== 'string' || !/^[A-Za-z0-9+/]+$/.test(id)) return null;
  const match = new RegExp(`^${type}:(\\d+)$`).exec(Buffer.from(id, 'base64').toString('utf8'));
  return match ? Number(match[1]) : null;
}
