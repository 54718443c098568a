import { getMyLimits } from '@skinpilot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

export const limitsKey = ['trading', 'limits'] as const;

export const limitsQuery = queryOptions({ queryKey: limitsKey, queryFn: () => call(getMyLimits) });

export const useAccountLimits = () => useQuery(limitsQuery);
