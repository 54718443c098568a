export type SnipingLiveState = 'provisioning' | 'running' | 'stopping' | 'terminated' | null;

/** Poll fast while a bot is starting, slowly otherwise, and not at all once sniping is off. */
export function snipingPollInterval(enabled: boolean, state: SnipingLiveState): number | false {
  if (!enabled) return false;
  return state === 'provisioning' ? 10_000 : 60_000;
}

export function snipingDotTone(state: SnipingLiveState): 'success' | 'warning' | 'muted' {
  if (state === 'running') return 'success';
  if (state === 'provisioning' || state === 'stopping') return 'warning';
  return 'muted';
}
