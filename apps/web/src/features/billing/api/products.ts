import { listProducts } from '@skinpilot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

export const productsQuery = queryOptions({
  queryKey: ['billing', 'products'],
  queryFn: () => call(listProducts),
  staleTime: 60_000,
});

export const useProducts = () => useQuery(productsQuery);
