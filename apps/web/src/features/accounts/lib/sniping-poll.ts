export type SnipingLiveState = 'provisioning' | 'running' | 'stopping' | 'terminated' | null;

/**
 * Poll fast while a bot is starting, slowly otherwise, and not at all once sniping is off. With
 * sniping on, no session yet (null) or only an ended one means the orchestrator is starting one:
 * that is provisioning too, so the dot turns green within seconds of the switch.
 */
export function snipingPollInterval(enabled: boolean, state: SnipingLiveState): number | false {
  if (!enabled) return false;
  return state === 'provisioning' || state === null || state === 'terminated' ? 10_000 : 60_000;
}

export function snipingDotTone(state: SnipingLiveState): 'success' | 'warning' | 'muted' {
  if (state === 'running') return 'success';
  if (state === 'provisioning' || state === 'stopping') return 'warning';
  return 'muted';
}
