import { getFleetCapture, type fleetCapturePeriods } from '@skinpilot/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

export type FleetPeriod = (typeof fleetCapturePeriods)[number];

/** The fleet's capture rate and latency per worker, provider and region (issue 27). */
export const useFleetCapture = (period: FleetPeriod) =>
  useQuery({
    queryKey: [...adminKeys.orchestrations(), 'capture', period],
    queryFn: () => call(getFleetCapture, { query: { period } }),
  });
