import type { AdminUser } from '@skinpilot/contract';
import { collectPages, csvDate, downloadCsv, toCsv, type CsvColumn } from '../../../shared/csv/csv';
import { readUsersPage, type UserSearch } from '../api/search-users';

export const usersCsvColumns: CsvColumn<AdminUser>[] = [
  { header: 'Id', value: (u) => u.id },
  { header: 'Username', value: (u) => u.username },
  { header: 'Email', value: (u) => u.email },
  { header: 'Role', value: (u) => u.role },
  { header: 'Licence status', value: (u) => u.license_status },
  { header: 'Licence ends (UTC)', value: (u) => u.license_expiry },
  { header: 'Credits', value: (u) => u.credits },
  { header: 'Purchases', value: (u) => u.purchases_count },
  { header: 'Discord connected', value: (u) => (u.discord_connected ? 'yes' : 'no') },
  { header: 'Signed up (UTC)', value: (u) => u.signup_date },
  { header: 'Last active (UTC)', value: (u) => u.last_signin_date },
];

/** At most 100 pages of 100 users. */
export const USERS_EXPORT_MAX_ROWS = 10_000;

/** Every user matching the list's current search and filters, as users-<date>.csv. */
export async function exportUsers(filters: UserSearch['filters']) {
  const { rows, isCut } = await collectPages((page) => readUsersPage(filters, page), USERS_EXPORT_MAX_ROWS);
  downloadCsv(`users-${csvDate()}.csv`, toCsv(usersCsvColumns, rows));
  return { isCut, maxRows: USERS_EXPORT_MAX_ROWS };
}
