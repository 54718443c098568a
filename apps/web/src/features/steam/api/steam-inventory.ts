import { getSteamInventory } from '@skinpilot/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { once, steamDataKey, watchingNotRunning } from './steam-data';

const inventoryKey = (steamId: string) => [...steamDataKey(steamId), 'inventory'] as const;

export function useSteamInventory(steamId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: inventoryKey(steamId),
    queryFn: () =>
      watchingNotRunning(queryClient, () => call(getSteamInventory, { params: { steam_id: steamId } })),
    enabled,
    ...once,
  });
}
