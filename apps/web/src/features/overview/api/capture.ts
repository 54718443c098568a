import { getSnipingCapture, type CapturePeriod } from '@skinpilot/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

/** The recorded feed's capture figures for the Sniping panel (all accounts, or one). */
export const useSnipingCapture = (period: CapturePeriod, steamId: string | null) =>
  useQuery({
    queryKey: ['trading', 'sniping-capture', period, steamId],
    queryFn: () => call(getSnipingCapture, { query: { period, ...(steamId ? { steam_id: steamId } : {}) } }),
  });
