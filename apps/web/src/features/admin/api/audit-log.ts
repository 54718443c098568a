import { listAuditLog, type AuditLogQuery } from '@skinpilot/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

export const auditLogQuery = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: adminKeys.auditLog(query),
    queryFn: () => call(listAuditLog, { query }),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditLogQuery) => useQuery(auditLogQuery(query));

/** One page for an export: the largest page the call allows. */
export const readAuditPage = (query: AuditLogQuery, page: number) =>
  call(listAuditLog, { query: { ...query, page, limit: 500 } });
