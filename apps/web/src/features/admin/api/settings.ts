import {
  getAccountLimitsConfig,
  getAdminSystemConfig,
  getDiscordConfig,
  getNotificationOutbox,
  getOrchestratorConfig,
  getSystemStats,
  refundWithdrawal,
  reloadAccountLimitsConfig,
  saveAccountLimitsConfig,
  updateAdminSystemConfig,
  updateDiscordConfig,
  updateOrchestratorConfig,
  type BodyOf,
} from '@skinpilot/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

const settingsKeys = {
  all: [...adminKeys.all, 'settings'] as const,
  system: () => [...settingsKeys.all, 'system'] as const,
  orchestrator: () => [...settingsKeys.all, 'orchestrator'] as const,
  discord: () => [...settingsKeys.all, 'discord'] as const,
  outbox: () => [...settingsKeys.all, 'outbox'] as const,
  limits: () => [...settingsKeys.all, 'limits'] as const,
  stats: () => [...settingsKeys.all, 'stats'] as const,
};

export const useSystemConfig = () =>
  useQuery({ queryKey: settingsKeys.system(), queryFn: () => call(getAdminSystemConfig) });
export const useOrchestratorConfig = () =>
  useQuery({ queryKey: settingsKeys.orchestrator(), queryFn: () => call(getOrchestratorConfig) });
export const useDiscordConfig = () =>
  useQuery({ queryKey: settingsKeys.discord(), queryFn: () => call(getDiscordConfig) });
export const useNotificationOutbox = () =>
  useQuery({ queryKey: settingsKeys.outbox(), queryFn: () => call(getNotificationOutbox) });
export const useAccountLimits = () =>
  useQuery({ queryKey: settingsKeys.limits(), queryFn: () => call(getAccountLimitsConfig) });
export const useSystemStats = () =>
  useQuery({ queryKey: settingsKeys.stats(), queryFn: () => call(getSystemStats) });

/** Saves answer the new state: it goes straight into the cache the form reads. */
function useSave<TInput, TOutput>(key: readonly unknown[], mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useUpdateSystemConfig = () =>
  useSave(settingsKeys.system(), (body: BodyOf<typeof updateAdminSystemConfig>) =>
    call(updateAdminSystemConfig, { body }),
  );
export const useUpdateOrchestratorConfig = () =>
  useSave(settingsKeys.orchestrator(), (body: BodyOf<typeof updateOrchestratorConfig>) =>
    call(updateOrchestratorConfig, { body }),
  );
export const useUpdateDiscordConfig = () =>
  useSave(settingsKeys.discord(), (body: BodyOf<typeof updateDiscordConfig>) =>
    call(updateDiscordConfig, { body }),
  );
export const useSaveAccountLimits = () =>
  useSave(settingsKeys.limits(), (body: BodyOf<typeof saveAccountLimitsConfig>) =>
    call(saveAccountLimitsConfig, { body }),
  );
export const useReloadAccountLimits = () =>
  useSave(settingsKeys.limits(), () => call(reloadAccountLimitsConfig));
export const useRefundWithdrawal = () =>
  useSave(adminKeys.all, (body: BodyOf<typeof refundWithdrawal>) => call(refundWithdrawal, { body }));
