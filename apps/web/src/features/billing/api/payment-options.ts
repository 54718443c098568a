import { getPaymentOptions } from '@skinpilot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

export const paymentOptionsQuery = queryOptions({
  queryKey: ['billing', 'payment-options'],
  queryFn: () => call(getPaymentOptions),
  staleTime: Infinity,
});

export const usePaymentOptions = () => useQuery(paymentOptionsQuery);
