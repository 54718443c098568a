import {
  createDiscountCode,
  deleteDiscountCode,
  listDiscountCodes,
  testDiscountCode,
  updateDiscountCode,
  type BodyOf,
  type QueryOf,
} from '@skinpilot/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

const discountKeys = {
  all: [...adminKeys.all, 'discount-codes'] as const,
  list: (query: unknown) => [...discountKeys.all, 'list', query] as const,
};

export type DiscountListQuery = NonNullable<QueryOf<typeof listDiscountCodes>>;
export type DiscountForm = BodyOf<typeof createDiscountCode>;

export const discountCodesQuery = (query: DiscountListQuery) =>
  queryOptions({
    queryKey: discountKeys.list(query),
    queryFn: () => call(listDiscountCodes, { query }),
    placeholderData: keepPreviousData,
  });

export const useDiscountCodes = (query: DiscountListQuery) => useQuery(discountCodesQuery(query));

function useDiscountMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}

export const useCreateDiscountCode = () =>
  useDiscountMutation((body: DiscountForm) => call(createDiscountCode, { body }));
export const useUpdateDiscountCode = () =>
  useDiscountMutation(({ id, body }: { id: string; body: DiscountForm }) =>
    call(updateDiscountCode, { params: { id }, body }),
  );
export const useDeleteDiscountCode = () =>
  useDiscountMutation((id: string) => call(deleteDiscountCode, { params: { id } }));

/** A test changes nothing, so it invalidates nothing. */
export const useTestDiscountCode = () =>
  useMutation({
    mutationFn: (code: string) => call(testDiscountCode, { body: { code, product_type: 'premium_license' } }),
  });
