import {
  addProxy,
  getHttpRotatingProxy,
  listProxies,
  removeProxy,
  saveHttpRotatingProxy,
  testHttpRotatingProxy,
  testProxy,
  type BodyOf,
} from '@skinpilot/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

const proxyKeys = {
  all: [...adminKeys.all, 'proxies'] as const,
  list: () => [...proxyKeys.all, 'list'] as const,
  rotating: () => [...proxyKeys.all, 'rotating'] as const,
};

export const proxyListQuery = queryOptions({ queryKey: proxyKeys.list(), queryFn: () => call(listProxies) });
export const rotatingProxyQuery = queryOptions({
  queryKey: proxyKeys.rotating(),
  queryFn: () => call(getHttpRotatingProxy),
});

export const useProxies = () => useQuery(proxyListQuery);
export const useRotatingProxy = () => useQuery(rotatingProxyQuery);

/** Every proxy change re-reads both lists: totals, health and connections all move together. */
function useProxyMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: proxyKeys.all }),
  });
}

export const useAddProxy = () =>
  useProxyMutation((body: BodyOf<typeof addProxy>) => call(addProxy, { body }));
export const useRemoveProxy = () => useProxyMutation((id: string) => call(removeProxy, { params: { id } }));
// A proxy test may wait for the proxy's own timeout; the client waits a little longer.
export const useTestProxy = () =>
  useProxyMutation((id: string) => call(testProxy, { params: { id }, timeoutMs: 30_000 }));
export const useSaveRotatingProxy = () =>
  useProxyMutation((body: BodyOf<typeof saveHttpRotatingProxy>) => call(saveHttpRotatingProxy, { body }));
export const useTestRotatingProxy = () =>
  useProxyMutation(() => call(testHttpRotatingProxy, { timeoutMs: 30_000 }));
