import {
  archiveAdminProduct,
  createAdminProduct,
  deleteAdminProduct,
  listAdminProducts,
  restoreAdminProduct,
  updateAdminProduct,
  type BodyOf,
} from '@skinpilot/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

const productKeys = { all: [...adminKeys.all, 'products'] as const };

export const adminProductsQuery = queryOptions({
  queryKey: productKeys.all,
  queryFn: () => call(listAdminProducts),
});

export const useAdminProducts = () => useQuery(adminProductsQuery);

function useProductMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The public catalogue (Pricing) shows the same products: refresh it too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export type ProductForm = BodyOf<typeof createAdminProduct>;

export const useCreateProduct = () =>
  useProductMutation((body: ProductForm) => call(createAdminProduct, { body }));
export const useUpdateProduct = () =>
  useProductMutation(({ product_id, ...body }: ProductForm) =>
    call(updateAdminProduct, { params: { product_id }, body }),
  );
export const useDeleteProduct = () =>
  useProductMutation((productId: string) => call(deleteAdminProduct, { params: { product_id: productId } }));
export const useArchiveProduct = () =>
  useProductMutation((productId: string) => call(archiveAdminProduct, { params: { product_id: productId } }));
export const useRestoreProduct = () =>
  useProductMutation((productId: string) => call(restoreAdminProduct, { params: { product_id: productId } }));
