import type { z } from 'zod';
import type {
  AdminDiscountCode,
  discountFormBody,
  listDiscountCodesQuery,
  testDiscountCode,
} from '@skinpilot/contract';
import {
  discountCodeStatus,
  isDiscountExpired,
  isDiscountUsageExceeded,
  type DiscountCodeStatus,
} from '@skinpilot/domain';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../errors/app-error';
import { writeAdminAudit } from '../audit/write-admin-audit';
import {
  deleteDiscountCodeRow,
  findDiscountCode,
  insertDiscountCode,
  listDiscountCodePage,
  lockDiscountCodeById,
  updateDiscountCodeRow,
  type DiscountRow,
} from './discount-codes.repository';

export type AdminDiscountsDeps = { db: Db; now: () => Date };
type DiscountForm = z.output<typeof discountFormBody>;

export async function listDiscountCodes(
  { db, now }: AdminDiscountsDeps,
  query: z.output<typeof listDiscountCodesQuery>,
) {
  // Codes are upper-case letters and digits, so anything else in the search can only miss.
  const prefix = (query.search ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  const { rows, total: totalCount } = await listDiscountCodePage(db, prefix, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const at = now();
  return {
    discount_codes: rows.map((row) => toView(row, at)),
    pagination: {
      current_page: query.page,
      per_page: query.limit,
      total_pages: Math.max(1, Math.ceil(totalCount / query.limit)),
      total_count: totalCount,
    },
  };
}

export async function createDiscountCode(
  { db, now }: AdminDiscountsDeps,
  adminId: string,
  input: DiscountForm,
) {
  return db.transaction(async (tx) => {
    const row = await insertDiscountCode(tx, columns(input));
    if (!row) throw conflict(`The discount code ${input.code} already exists.`);
    const view = toView(row, now());
    await writeAdminAudit(tx, {
      adminId,
      action: 'discount_code.create',
      targetType: 'discount_code',
      targetId: row.id,
      after: view,
    });
    return { message: 'Discount code created successfully', discount_code: view };
  });
}

/** Uses so far stay as they are: they are facts of completed purchases. */
export async function updateDiscountCode(
  { db, now }: AdminDiscountsDeps,
  adminId: string,
  id: string,
  input: DiscountForm,
) {
  return db.transaction(async (tx) => {
    const before = await lockDiscountCodeById(tx, id);
    if (!before) throw notFound('No discount code with this id.');
    if (!before.active && !input.active && termsChanged(before, input)) {
      // Section 2's "Edit is disabled when the code is inactive": the terms of an inactive code are
      // frozen; the one edit it takes is being switched on again (with or without new terms).
      throw conflict('This discount code is inactive: switch it on to change its terms.');
    }
    if (input.code !== before.code) {
      if (await findDiscountCode(tx, input.code))
        throw conflict(`The discount code ${input.code} already exists.`);
    }
    const row = await updateDiscountCodeRow(tx, id, columns(input));
    const at = now();
    await writeAdminAudit(tx, {
      adminId,
      action: 'discount_code.update',
      targetType: 'discount_code',
      targetId: id,
      before: toView(before, at),
      after: toView(row!, at),
    });
    return { message: 'Discount code updated successfully', discount_code: toView(row!, at) };
  });
}

export async function deleteDiscountCode({ db, now }: AdminDiscountsDeps, adminId: string, id: string) {
  return db.transaction(async (tx) => {
    const before = await deleteDiscountCodeRow(tx, id);
    if (!before) throw notFound('No discount code with this id.');
    await writeAdminAudit(tx, {
      adminId,
      action: 'discount_code.delete',
      targetType: 'discount_code',
      targetId: id,
      before: toView(before, now()),
    });
    return { message: 'Discount code deleted successfully' };
  });
}

const refusals: Record<Exclude<DiscountCodeStatus, 'active'>, string> = {
  inactive: 'This discount code is inactive.',
  expired: 'This discount code has expired.',
  limit_reached: 'This discount code has reached its usage limit.',
};

/** Answers what checkout would do with the code for a product of this type, and why not. */
export async function testDiscountCodeFor(
  { db, now }: AdminDiscountsDeps,
  input: z.output<NonNullable<(typeof testDiscountCode)['body']>>,
) {
  const row = await findDiscountCode(db, input.code);
  if (!row) return { success: false, discount: 0, message: 'No discount code with this code exists.' };
  const status = discountCodeStatus(toState(row), now());
  if (status !== 'active') return { success: false, discount: 0, message: refusals[status] };
  if (row.productTypes.length > 0 && !row.productTypes.includes(input.product_type)) {
    return {
      success: false,
      discount: 0,
      message: `This discount code does not apply to ${input.product_type}.`,
    };
  }
  return { success: true, discount: row.percent, message: `${row.percent}% discount applied` };
}

function columns(input: DiscountForm) {
  return {
    code: input.code,
    percent: input.discount,
    usageLimit: input.usage_limit,
    expiresAt: input.expiration_date ? new Date(input.expiration_date) : null,
    productTypes: [...new Set(input.product_types)],
    active: input.active,
  };
}

function termsChanged(before: DiscountRow, input: DiscountForm): boolean {
  const next = columns(input);
  return (
    next.code !== before.code ||
    next.percent !== before.percent ||
    next.usageLimit !== before.usageLimit ||
    (next.expiresAt?.getTime() ?? null) !== (before.expiresAt?.getTime() ?? null) ||
    [...next.productTypes].sort().join() !== [...before.productTypes].sort().join()
  );
}

function toState(row: DiscountRow) {
  return {
    active: row.active,
    expiresAt: row.expiresAt,
    usageLimit: row.usageLimit,
    timesUsed: row.timesUsed,
  };
}

function toView(row: DiscountRow, now: Date): AdminDiscountCode {
  const state = toState(row);
  return {
    id: row.id,
    code: row.code,
    discount: row.percent,
    usage_limit: row.usageLimit,
    times_used: row.timesUsed,
    expiration_date: row.expiresAt?.toISOString() ?? null,
    product_types: row.productTypes,
    active: row.active,
    is_expired: isDiscountExpired(state, now),
    is_usage_exceeded: isDiscountUsageExceeded(state),
    status: discountCodeStatus(state, now),
    created_at: row.createdAt.toISOString(),
  };
}
