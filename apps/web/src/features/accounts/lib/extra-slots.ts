export const slotTypes = ['steam', 'csgoroll', 'sniping'] as const;
export type SlotType = (typeof slotTypes)[number];
export type SlotQuantities = Record<SlotType, number>;
export type SlotPrice = { monthly_cost_per_account: number; current_extras: number; max_can_buy: number };

export const slotTypeLabels: Record<SlotType, string> = {
  steam: 'Steam',
  csgoroll: 'CSGORoll',
  sniping: 'Sniping',
};

export function totalSlotCost(quantities: SlotQuantities, pricing: Record<SlotType, SlotPrice>): number {
  return slotTypes.reduce((sum, type) => sum + quantities[type] * pricing[type].monthly_cost_per_account, 0);
}

/** Depositors trade without sniping: those slots come with the Premium plan. */
export function maxBuyable(type: SlotType, role: string, price: SlotPrice): number {
  if (type === 'sniping' && role === 'depositor') return 0;
  return Math.max(0, price.max_can_buy);
}

export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.floor(value)));
}

export function insufficientCreditsMessage(total: number, credits: number): string | null {
  if (total <= credits) return null;
  const missing = Math.ceil((total - credits) * 100) / 100;
  return `Insufficient credits. You need ${missing} more credits.`;
}

export function canPurchaseSlots(total: number, credits: number, processing: boolean): boolean {
  return !processing && total > 0 && total <= credits;
}
