import {
  CSGOROLL_TRADE_STATUSES,
  type CsgorollListingScan,
  type CsgorollListingScanItem,
  type CsgorollListingScanSticker,
  type CsgorollTradeStatus,
} from '../types/csgoroll';
import { isoMillis } from './iso-time';
import { CLOSE_BRACE, CLOSE_BRACKET, FAIL, GIVE_UP, JsonCursor, giveUp, once } from './json-cursor';

/**
 * The listing feed's frames read straight from their text (issue 30): one pass over the characters,
 * no JSON.parse, and only what a sniping decision needs is kept (the listing's id, status, times,
 * value, markup, total value, item names, stickers and float), already in the engine's listing
 * shape. The pass checks the JSON grammar of the whole frame as it goes, so a malformed or truncated
 * frame is never read. Whatever this scan does not know for sure (an escaped key, a field of an
 * unexpected type, a duplicate key, errors, another root field) makes it give up: the frame is then
 * parsed the slow way, which stays the reference. It reads exactly what parse.ts followed by the
 * runtime's listingFromTrade reads, and the tests hold the two against each other frame by frame.
 * The grammar is the cursor's (json-cursor.ts); this file knows the frame's shape and the fields.
 */
export type FrameScan = {
  /** True when the frame is a `next` listing frame read fully; `opId` and `listings` are then set. */
  scan(text: string): boolean;
  /** The frame's operation id. */
  opId: string;
  /** The listings of the frame, in order; a new array per frame (callers may keep it). */
  listings: CsgorollListingScan[];
};

const STATUSES = new Set<string>(CSGOROLL_TRADE_STATUSES);

export function createFrameScan(): FrameScan {
  /** The frame being read, and where (one cursor for the feed's life). */
  const c = new JsonCursor();
  const state: FrameScan = { scan, opId: '', listings: [] };

  /**
   * A time as epoch ms, or null for null or "" (as the slow path's Date.parse reads it): CSGORoll's
   * usual form computed in place, any other text handed to Date.parse, so both paths always agree.
   */
  function readTime(): number | null {
    if (c.isNull()) return null;
    c.space();
    const start = c.at;
    const close = c.stringEnd();
    if (close === FAIL) giveUp();
    const from = start + 1;
    const length = close - from;
    if (length === 0) return null;
    const millis = isoMillis(c.text, from, length);
    if (!Number.isNaN(millis)) return millis;
    const parsed = Date.parse(c.text.slice(from, close));
    return Number.isFinite(parsed) ? parsed : null;
  }

  /** num() of parse.ts for a JSON number or null: a number, 0 when null or not finite. */
  function readCoins(): number {
    if (c.isNull()) return 0;
    const value = c.readNumber();
    return Number.isFinite(value) ? value : 0;
  }

  /** numOrNull() of parse.ts. */
  function readNumberOrNull(): number | null {
    if (c.isNull()) return null;
    const value = c.readNumber();
    return Number.isFinite(value) ? value : null;
  }

  /** str() of parse.ts for a JSON string or null. */
  function readText(): string {
    if (c.isNull()) return '';
    return c.readString();
  }

  /** strOrNull() of parse.ts for a JSON string or null. */
  function readTextOrNull(): string | null {
    if (c.isNull()) return null;
    const value = c.readString();
    return value === '' ? null : value;
  }

  function readSticker(): CsgorollListingScanSticker {
    const sticker: CsgorollListingScanSticker = { name: '', value: null, wear: null };
    if (c.isNull()) return sticker;
    if (!c.open()) return sticker;
    let seen = 0;
    do {
      c.readKey();
      if (c.keyIs('name')) {
        seen = once(seen, 1);
        sticker.name = readText();
      } else if (c.keyIs('value')) {
        seen = once(seen, 2);
        sticker.value = readNumberOrNull();
      } else if (c.keyIs('wear')) {
        seen = once(seen, 4);
        sticker.wear = readNumberOrNull();
      } else c.skipValue(0);
    } while (c.more(CLOSE_BRACE));
    return sticker;
  }

  /** The item's variant, read into `item`; answers its externalId ('' when it has none). */
  function readVariant(item: CsgorollListingScanItem): string {
    let externalId = '';
    if (!c.open()) return externalId;
    let seen = 0;
    do {
      c.readKey();
      if (c.keyIs('name')) {
        seen = once(seen, 1);
        item.name = readText();
      } else if (c.keyIs('brand')) {
        seen = once(seen, 2);
        item.brand = readText();
      } else if (c.keyIs('color')) {
        seen = once(seen, 4);
        item.exterior = readTextOrNull();
      } else if (c.keyIs('rarity')) {
        seen = once(seen, 8);
        item.rarity = readTextOrNull();
      } else if (c.keyIs('value')) {
        seen = once(seen, 16);
        item.baseValue = readCoins();
      } else if (c.keyIs('externalId')) {
        seen = once(seen, 32);
        externalId = readText();
      } else c.skipValue(0);
    } while (c.more(CLOSE_BRACE));
    return externalId;
  }

  /** A trade item, or null when it is null or has no variant (listingFromTrade drops both). */
  function readItem(): CsgorollListingScanItem | null {
    if (c.isNull()) return null;
    const item: CsgorollListingScanItem = {
      marketName: '',
      name: '',
      brand: '',
      exterior: null,
      rarity: null,
      baseValue: 0,
      value: 0,
      paintWear: null,
      patternPercent: null,
      stickers: [],
    };
    let externalId = '';
    let hasVariant = false;
    if (!c.open()) return null;
    let seen = 0;
    do {
      c.readKey();
      if (c.keyIs('marketName')) {
        seen = once(seen, 1);
        item.marketName = readText();
      } else if (c.keyIs('value')) {
        seen = once(seen, 2);
        item.value = readCoins();
      } else if (c.keyIs('stickers')) {
        seen = once(seen, 4);
        if (!c.isNull() && c.openArray())
          do item.stickers.push(readSticker());
          while (c.more(CLOSE_BRACKET));
      } else if (c.keyIs('itemVariant')) {
        seen = once(seen, 8);
        if (c.isNull()) continue;
        hasVariant = true;
        externalId = readVariant(item);
      } else c.skipValue(0);
    } while (c.more(CLOSE_BRACE));
    if (!hasVariant) return null;
    if (item.marketName === '') item.marketName = externalId;
    return item;
  }

  function readStatus(): CsgorollTradeStatus {
    c.space();
    const start = c.at;
    const close = c.stringEnd();
    if (close === FAIL) giveUp();
    if (close - start - 1 === 6 && c.text.startsWith('LISTED', start + 1)) return 'LISTED';
    const status = c.text.slice(start + 1, close);
    // parse.ts: an unknown status is read as "not available to us".
    return STATUSES.has(status) ? (status as CsgorollTradeStatus) : 'CANCELLED';
  }

  /** One trade as a listing; gives up on a trade the slow path would drop or could not judge. */
  function readTrade(): CsgorollListingScan {
    const listing: CsgorollListingScan = {
      id: '',
      status: 'CANCELLED',
      createdAt: 0,
      canJoinAfter: null,
      suspectedTraderCanJoinAfter: null,
      expiresAt: null,
      totalValue: 0,
      markupPercent: 0,
      items: [],
    };
    let paintWear: number | null = null;
    if (!c.open()) giveUp();
    let seen = 0;
    do {
      c.readKey();
      switch (c.keyLength) {
        case 2:
          if (c.keyIs('id')) {
            seen = once(seen, 1);
            listing.id = c.readString();
            continue;
          }
          break;
        case 6:
          if (c.keyIs('status')) {
            seen = once(seen, 2);
            listing.status = readStatus();
            continue;
          }
          break;
        case 9:
          if (c.keyIs('createdAt')) {
            seen = once(seen, 4);
            listing.createdAt = readTime() ?? 0;
            continue;
          }
          if (c.keyIs('expiresAt')) {
            seen = once(seen, 8);
            listing.expiresAt = readTime();
            continue;
          }
          break;
        case 10:
          if (c.keyIs('totalValue')) {
            seen = once(seen, 16);
            listing.totalValue = readCoins();
            continue;
          }
          if (c.keyIs('tradeItems')) {
            seen = once(seen, 32);
            if (!c.isNull() && c.openArray())
              do {
                const item = readItem();
                if (item !== null) listing.items.push(item);
              } while (c.more(CLOSE_BRACKET));
            continue;
          }
          break;
        case 12:
          if (c.keyIs('canJoinAfter')) {
            seen = once(seen, 64);
            listing.canJoinAfter = readTime();
            continue;
          }
          if (c.keyIs('avgPaintWear')) {
            seen = once(seen, 128);
            paintWear = readNumberOrNull();
            continue;
          }
          break;
        case 13:
          if (c.keyIs('markupPercent')) {
            seen = once(seen, 256);
            listing.markupPercent = readCoins();
            continue;
          }
          break;
        case 27:
          if (c.keyIs('suspectedTraderCanJoinAfter')) {
            seen = once(seen, 512);
            listing.suspectedTraderCanJoinAfter = readTime();
            continue;
          }
          break;
      }
      c.skipValue(0);
    } while (c.more(CLOSE_BRACE));
    // No id or no item: the slow path drops or skips it with its reason.
    if (listing.id === '' || listing.items.length === 0) giveUp();
    for (let i = 0; i < listing.items.length; i++) listing.items[i]!.paintWear = paintWear;
    return listing;
  }

  /** `data`: the current feed (`createTrades.trades`) or the 2024 one (`createTrade.trade`). */
  function readData(listings: CsgorollListingScan[]) {
    if (!c.open()) giveUp();
    c.readKey();
    if (c.keyIs('createTrades')) {
      if (!c.open()) giveUp();
      c.readKey();
      if (!c.keyIs('trades')) giveUp();
      if (!c.openArray()) giveUp();
      do listings.push(readTrade());
      while (c.more(CLOSE_BRACKET));
      if (c.more(CLOSE_BRACE)) giveUp();
    } else if (c.keyIs('createTrade')) {
      if (!c.open()) giveUp();
      c.readKey();
      if (!c.keyIs('trade')) giveUp();
      listings.push(readTrade());
      if (c.more(CLOSE_BRACE)) giveUp();
    } else giveUp();
    // Another root field next to the feed's: the slow path decides what it means.
    if (c.more(CLOSE_BRACE)) giveUp();
  }

  function scan(frame: string): boolean {
    c.reset(frame);
    const listings: CsgorollListingScan[] = [];
    let opId: string | null = null;
    let isNext = false;
    let payloadRead = false;
    try {
      if (!c.open()) return false;
      let seen = 0;
      do {
        c.readKey();
        if (c.keyIs('id')) {
          seen = once(seen, 1);
          opId = c.readString();
        } else if (c.keyIs('type')) {
          seen = once(seen, 2);
          isNext = c.readString() === 'next';
          if (!isNext) return false;
        } else if (c.keyIs('payload')) {
          seen = once(seen, 4);
          if (!c.open()) return false;
          let payloadSeen = 0;
          do {
            c.readKey();
            if (c.keyIs('data')) {
              payloadSeen = once(payloadSeen, 1);
              readData(listings);
              payloadRead = true;
            } else if (c.keyIs('errors')) giveUp();
            else c.skipValue(0);
          } while (c.more(CLOSE_BRACE));
        } else c.skipValue(0);
      } while (c.more(CLOSE_BRACE));
      c.space();
      if (c.at !== c.end || opId === null || !isNext || !payloadRead) return false;
    } catch (error) {
      if (error === GIVE_UP) return false;
      // JSON.parse of an escaped string cannot fail after the checks above; anything else is a bug
      // to hear about, but never a reason to join: the slow path takes the frame.
      return false;
    } finally {
      c.release();
    }
    state.opId = opId;
    state.listings = listings;
    return true;
  }

  return state;
}
