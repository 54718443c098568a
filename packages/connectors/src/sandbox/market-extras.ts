import { generateItem, type GeneratedItem } from '../catalogue/generate-item';
import { CS2_EXTERIORS, CS2_RARITIES, CS2_SKINS, EXTERIOR_VALUE_FACTOR } from '../catalogue/cs2-catalogue';
import { fallbackItemImage } from '../catalogue/item-image';
import { marketNameOf } from '../catalogue/generate-item';
import { seededRandom } from '../catalogue/seeded-random';
import type { SandboxMarket } from './market';
import { marketError, type SandboxUser } from './market-model';
import { relayId } from './relay-id';

/**
 * The side of CSGORoll the 2024 bot used around trading (reference 4.2/4.3, source C only): free
 * daily boxes, selling box items back for coins, the stash that makes the server push the wallet,
 * promo codes, and the item-variant catalogue.
 */
const DAY_MS = 24 * 3_600_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

type Slot = { balance: number; item: GeneratedItem & { slotId: string } };
export type SandboxBox = { id: string; name: string; free: boolean; minLevelRequired: number; slots: Slot[] };

export function createMarketExtras(market: SandboxMarket, seed: number) {
  const random = seededRandom(seed ^ 0x5eed);
  let nextUserItem = 6_000_000;
  let nextOpening = 8_000_000;
  let nextExchange = 9_000_000;

  const box = (n: number, name: string, free: boolean, minLevelRequired: number): SandboxBox => ({
    id: relayId('Box', n),
    name,
    free,
    minLevelRequired,
    // Slot balances are the chances of each item, adding up to 1.
    slots: [0.6, 0.3, 0.09, 0.01].map((balance, i) => {
      const item = generateItem(random, String(70_000_000_000 + n * 10 + i));
      return {
        balance,
        item: { ...item, value: round2(item.value / (4 - i)), slotId: relayId('BoxItem', n * 10 + i) },
      };
    }),
  });
  const boxes = [
    box(101, 'Daily Level 2', true, 2),
    box(102, 'Daily Level 10', true, 10),
    box(201, 'Starter', false, 0),
  ];

  const variants = CS2_SKINS.flatMap((skin) =>
    CS2_EXTERIORS.map((exterior): GeneratedItem => {
      const rarity = CS2_RARITIES[skin.rarity];
      return {
        assetId: '0',
        weapon: skin.weapon,
        finish: skin.finish,
        marketName: marketNameOf(skin, exterior, false, false),
        rarityName: rarity.name,
        rarityInternal: rarity.internal,
        rarityColor: rarity.color,
        exterior,
        paintWear: 0,
        isStatTrak: false,
        isSouvenir: false,
        stickers: [],
        value: round2(skin.baseValue * EXTERIOR_VALUE_FACTOR[exterior.code]),
        iconUrl: fallbackItemImage(`${skin.weapon} ${skin.finish}`, rarity.color),
      };
    }),
  );

  return {
    boxes(args: { free?: boolean | null; purchasable?: boolean | null; minLevelRequired?: number | null }) {
      return boxes.filter(
        (b) =>
          (args.free == null || b.free === args.free) &&
          (args.minLevelRequired == null || b.minLevelRequired >= args.minLevelRequired),
      );
    },
    box: (id: string) => boxes.find((b) => b.id === id),
    /** A free box opens once per day per user; the won item becomes a user item worth coins. */
    openBox(user: SandboxUser, boxId: string, amount: number) {
      const chosen = boxes.find((b) => b.id === boxId);
      const now = market.now();
      if (!chosen || amount !== 1 || user.level < chosen.minLevelRequired)
        throw marketError('boxNotAvailable');
      if (chosen.free && user.lastFreeBoxAt && now.getTime() - user.lastFreeBoxAt.getTime() < DAY_MS)
        throw marketError('boxNotAvailable');
      if (chosen.free) user.lastFreeBoxAt = now;
      const roll = random.next();
      let sum = 0;
      const slot = chosen.slots.find((s) => (sum += s.balance) >= roll) ?? chosen.slots[0]!;
      const userItem = {
        id: relayId('UserItem', nextUserItem++),
        status: 'AVAILABLE' as const,
        item: slot.item,
      };
      user.userItems.push(userItem);
      return {
        box: chosen,
        opening: {
          id: relayId('BoxOpening', nextOpening++),
          boxItemId: slot.item.slotId,
          profit: slot.item.value,
          balance: slot.balance,
          currency: 'COINS',
          userItem,
          roll: { value: round2(roll * 100_000) },
        },
      };
    },
    /** Sells user items for coins into MAIN. */
    exchange(user: SandboxUser, userItemIds: string[]) {
      const items = userItemIds.map((id) => {
        const found = user.userItems.find((i) => i.id === id && i.status === 'AVAILABLE');
        if (!found) throw marketError('badInput');
        return found;
      });
      const value = round2(items.reduce((s, i) => s + i.item.value, 0));
      items.forEach((i) => (i.status = 'EXCHANGED'));
      const id = relayId('Exchange', nextExchange++);
      market.credit(user, value, 'EXCHANGE', id);
      return { id, itemsValue: 0, userItemsValue: value, remainder: value, profit: value, currency: 'COINS' };
    },
    /** Positive amounts go into the stash, negative ones come back; both push updateWallet. */
    stash(user: SandboxUser, amount: number) {
      const wallet = market.accounts.wallet(user);
      if (amount > wallet.amount || -amount > user.stashed) throw marketError('balance');
      user.stashed = round2(user.stashed + amount);
      market.credit(user, -amount, 'STASH', null);
      return { amount };
    },
    applyPromoCode(user: SandboxUser, code: string) {
      if (!/^[A-Za-z0-9]{3,20}$/.test(code)) throw marketError('promoCodeInvalid');
      user.promoCode = code.toUpperCase();
      return { promoCode: user.promoCode, secondsLeft: 3600, status: 'APPLIED' };
    },
    itemVariants(args: { minValue?: number | null; name?: string | null; orderBy?: string | null }) {
      const name = args.name?.toLowerCase();
      return variants
        .filter(
          (v) =>
            (args.minValue == null || v.value >= args.minValue) &&
            (!name || v.marketName.toLowerCase().includes(name)),
        )
        .sort((a, b) => (args.orderBy === 'VALUE_ASC' ? a.value - b.value : b.value - a.value));
    },
  };
}

export type MarketExtras = ReturnType<typeof createMarketExtras>;
