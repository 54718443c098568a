import {
  CSGOROLL_TRADE_STATUSES,
  type CsgorollListingScan,
  type CsgorollListingScanItem,
  type CsgorollListingScanSticker,
  type CsgorollTradeStatus,
} from '../types/csgoroll';

/**
 * The listing feed's frames read straight from their text (issue 30): one pass over the characters,
 * no JSON.parse, and only what a sniping decision needs is kept (the listing's id, status, times,
 * value, markup, total value, item names, stickers and float), already in the engine's listing
 * shape. The pass checks the JSON grammar of the whole frame as it goes, so a malformed or truncated
 * frame is never read. Whatever this scan does not know for sure (an escaped key, a field of an
 * unexpected type, a duplicate key, errors, another root field) makes it give up: the frame is then
 * parsed the slow way, which stays the reference. It reads exactly what parse.ts followed by the
 * runtime's listingFromTrade reads, and the tests hold the two against each other frame by frame.
 */
export type FrameScan = {
  /** True when the frame is a `next` listing frame read fully; `opId` and `listings` are then set. */
  scan(text: string): boolean;
  /** The frame's operation id. */
  opId: string;
  /** The listings of the frame, in order; a new array per frame (callers may keep it). */
  listings: CsgorollListingScan[];
};

const FAIL = -1;
const STATUSES = new Set<string>(CSGOROLL_TRADE_STATUSES);

// Character codes.
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const MINUS = 45;
const PLUS = 43;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const LOWER_E = 101;
const UPPER_E = 69;

/** Exact powers of ten: an integer below 2^53 divided by one of them rounds as JSON.parse does. */
const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/** Characters a JSON string holds as they are (sticky: matched from `lastIndex`, maybe empty). */
// eslint-disable-next-line no-control-regex -- control characters are what JSON refuses in a string
const PLAIN_RUN = /[^"\\\u0000-\u001f]*/y;
// eslint-disable-next-line no-control-regex -- the same characters, anywhere in a frame
const CONTROL = /[\u0000-\u001f]/;

/** Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil), as Date.UTC counts them. */
function daysSinceEpoch(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Thrown inside the scan only: the frame is not one this scan reads (caught at the top, once). */
class GiveUp {}
const GIVE_UP = new GiveUp();

export function createFrameScan(): FrameScan {
  let text = '';
  let at = 0;
  let end = 0;
  /** The frame holds no character below U+0020 (compact JSON never does, whitespace included). */
  let controlFree = false;
  /** The first backslash at or after the last string end found with indexOf (`end` when none). */
  let nextBackslash = 0;

  const state: FrameScan = { scan, opId: '', listings: [] };

  function giveUp(): never {
    throw GIVE_UP;
  }

  function space() {
    while (at < end) {
      const c = text.charCodeAt(at);
      if (c === 32 || c === 10 || c === 13 || c === 9) at++;
      else return;
    }
  }

  function expect(code: number) {
    space();
    if (text.charCodeAt(at) !== code) giveUp();
    at++;
  }

  /**
   * Past a string starting at `at` (a quote); answers the index of its closing quote, or FAIL if it
   * holds an escape. In a frame without control characters (checked once) a string up to the next
   * backslash of the frame is found by indexOf alone.
   */
  function stringEnd(): number {
    if (text.charCodeAt(at) !== QUOTE) giveUp();
    if (controlFree) {
      const close = text.indexOf('"', at + 1);
      if (close === -1) giveUp();
      if (close < nextBackslash) {
        at = close + 1;
        return close;
      }
      if (nextBackslash < at) {
        nextBackslash = text.indexOf('\\', at);
        if (nextBackslash === -1) nextBackslash = end;
        if (close < nextBackslash) {
          at = close + 1;
          return close;
        }
      }
    }
    return carefulStringEnd();
  }

  /** stringEnd character by character: escapes checked, control characters refused. */
  function carefulStringEnd(): number {
    let i = at + 1;
    let escaped = false;
    for (;;) {
      // Short runs of plain characters by hand; a long one (an icon URL) by the regular expression engine.
      let c = text.charCodeAt(i);
      let n = 0;
      while (c !== QUOTE && c !== BACKSLASH && c >= 32 && n < 32) {
        c = text.charCodeAt(++i);
        n++;
      }
      if (n === 32) {
        PLAIN_RUN.lastIndex = i;
        PLAIN_RUN.test(text);
        i = PLAIN_RUN.lastIndex;
        c = text.charCodeAt(i);
      }
      if (c === QUOTE) {
        at = i + 1;
        return escaped ? FAIL : i;
      }
      // A control character, or the end of the text (NaN): not JSON.
      if (c !== BACKSLASH) giveUp();
      escaped = true;
      const next = text.charCodeAt(i + 1);
      if (next === 117) {
        for (let k = 2; k < 6; k++) {
          const h = text.charCodeAt(i + k);
          const hex = (h >= 48 && h <= 57) || (h >= 65 && h <= 70) || (h >= 97 && h <= 102);
          if (!hex) giveUp();
        }
        i += 6;
      } else if (
        next === QUOTE ||
        next === BACKSLASH ||
        next === 47 ||
        next === 98 ||
        next === 102 ||
        next === 110 ||
        next === 114 ||
        next === 116
      )
        i += 2;
      else giveUp();
    }
  }

  /** A string value; one with escapes is decoded by JSON.parse of its own text (rare). */
  function readString(): string {
    space();
    const start = at;
    const close = stringEnd();
    if (close !== FAIL) return text.slice(start + 1, close);
    return JSON.parse(text.slice(start, at)) as string;
  }

  /** A key, as its start and length in `keyStart`/`keyLength`; an escaped key is not read. */
  let keyStart = 0;
  let keyLength = 0;
  function readKey() {
    space();
    const start = at;
    const close = stringEnd();
    if (close === FAIL) giveUp();
    keyStart = start + 1;
    keyLength = close - start - 1;
    expect(COLON);
  }
  const keyIs = (name: string) => keyLength === name.length && text.startsWith(name, keyStart);

  /** Is the next value `null`? Consumes it if so. */
  function isNull(): boolean {
    space();
    if (text.charCodeAt(at) === 110) {
      if (!text.startsWith('null', at)) giveUp();
      at += 4;
      return true;
    }
    return false;
  }

  function readNumber(): number {
    space();
    const start = at;
    let negative = false;
    if (text.charCodeAt(at) === MINUS) {
      negative = true;
      at++;
    }
    let mantissa = 0;
    let digits = 0;
    let c = text.charCodeAt(at);
    if (c === ZERO) {
      at++;
      digits = 1;
    } else if (c > ZERO && c <= NINE) {
      while (at < end && (c = text.charCodeAt(at)) >= ZERO && c <= NINE) {
        mantissa = mantissa * 10 + (c - ZERO);
        digits++;
        at++;
      }
    } else giveUp();
    let decimals = 0;
    if (text.charCodeAt(at) === DOT) {
      at++;
      while (at < end && (c = text.charCodeAt(at)) >= ZERO && c <= NINE) {
        mantissa = mantissa * 10 + (c - ZERO);
        decimals++;
        at++;
      }
      if (decimals === 0) giveUp();
    }
    let exponent = false;
    c = text.charCodeAt(at);
    if (c === LOWER_E || c === UPPER_E) {
      exponent = true;
      at++;
      c = text.charCodeAt(at);
      if (c === PLUS || c === MINUS) at++;
      const first = at;
      while (at < end && (c = text.charCodeAt(at)) >= ZERO && c <= NINE) at++;
      if (at === first) giveUp();
    }
    // Up to 15 digits and no exponent: exact integer over an exact power of ten, rounded once.
    if (!exponent && digits + decimals <= 15) {
      const value = decimals === 0 ? mantissa : mantissa / POW10[decimals]!;
      return negative ? -value : value;
    }
    return Number(text.slice(start, at));
  }

  /** Past any JSON value, checking its grammar. */
  function skipValue(depth: number) {
    if (depth > 64) giveUp();
    space();
    const c = text.charCodeAt(at);
    if (c === QUOTE) {
      stringEnd();
    } else if (c === OPEN_BRACE) {
      at++;
      space();
      if (text.charCodeAt(at) === CLOSE_BRACE) {
        at++;
        return;
      }
      for (;;) {
        space();
        stringEnd();
        expect(COLON);
        skipValue(depth + 1);
        if (!more(CLOSE_BRACE)) return;
      }
    } else if (c === OPEN_BRACKET) {
      at++;
      space();
      if (text.charCodeAt(at) === CLOSE_BRACKET) {
        at++;
        return;
      }
      for (;;) {
        skipValue(depth + 1);
        if (!more(CLOSE_BRACKET)) return;
      }
    } else if (c === MINUS || (c >= ZERO && c <= NINE)) {
      readNumber();
    } else if (c === 116 && text.startsWith('true', at)) at += 4;
    else if (c === 102 && text.startsWith('false', at)) at += 5;
    else if (c === 110 && text.startsWith('null', at)) at += 4;
    else giveUp();
  }

  /** After a member: true when another follows (a comma), false at the closing `close`. */
  function more(close: number): boolean {
    space();
    const c = text.charCodeAt(at);
    at++;
    if (c === COMMA) return true;
    if (c === close) return false;
    return giveUp();
  }

  /** Opens an object; false when it is empty (then it is already closed). */
  function open(): boolean {
    expect(OPEN_BRACE);
    space();
    if (text.charCodeAt(at) === CLOSE_BRACE) {
      at++;
      return false;
    }
    return true;
  }

  /** A bit per field read in the current object, so a duplicate key gives up (JSON.parse keeps the last). */
  function once(seen: number, bit: number): number {
    if (seen & bit) giveUp();
    return seen | bit;
  }

  const nonNegativeTwo = (i: number) => {
    const a = text.charCodeAt(i) - ZERO;
    const b = text.charCodeAt(i + 1) - ZERO;
    return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
  };

  /**
   * A time as epoch ms, or null for null or "" (as the slow path's Date.parse reads it). The common
   * form `YYYY-MM-DDTHH:MM:SS.mmmZ` with a day up to 28 is computed in place; any other text is
   * handed to Date.parse, so both paths always agree.
   */
  function readTime(): number | null {
    if (isNull()) return null;
    space();
    const start = at;
    const close = stringEnd();
    if (close === FAIL) giveUp();
    const from = start + 1;
    const length = close - from;
    if (length === 0) return null;
    if (
      length === 24 &&
      text.charCodeAt(from + 4) === MINUS &&
      text.charCodeAt(from + 7) === MINUS &&
      text.charCodeAt(from + 10) === 84 &&
      text.charCodeAt(from + 13) === COLON &&
      text.charCodeAt(from + 16) === COLON &&
      text.charCodeAt(from + 19) === DOT &&
      text.charCodeAt(from + 23) === 90
    ) {
      const century = nonNegativeTwo(from);
      const year = nonNegativeTwo(from + 2);
      const month = nonNegativeTwo(from + 5);
      const day = nonNegativeTwo(from + 8);
      const hour = nonNegativeTwo(from + 11);
      const minute = nonNegativeTwo(from + 14);
      const second = nonNegativeTwo(from + 17);
      const msHigh = nonNegativeTwo(from + 20);
      const msLow = text.charCodeAt(from + 22) - ZERO;
      if (
        century >= 19 &&
        year >= 0 &&
        month >= 1 &&
        month <= 12 &&
        day >= 1 &&
        day <= 28 &&
        hour >= 0 &&
        hour <= 23 &&
        minute >= 0 &&
        minute <= 59 &&
        second >= 0 &&
        second <= 59 &&
        msHigh >= 0 &&
        msLow >= 0 &&
        msLow <= 9
      )
        return (
          daysSinceEpoch(century * 100 + year, month, day) * 86_400_000 +
          hour * 3_600_000 +
          minute * 60_000 +
          second * 1000 +
          msHigh * 10 +
          msLow
        );
    }
    const parsed = Date.parse(text.slice(from, close));
    return Number.isFinite(parsed) ? parsed : null;
  }

  /** num() of parse.ts for a JSON number or null: a number, 0 when null or not finite. */
  function readCoins(): number {
    if (isNull()) return 0;
    const value = readNumber();
    return Number.isFinite(value) ? value : 0;
  }

  /** numOrNull() of parse.ts. */
  function readNumberOrNull(): number | null {
    if (isNull()) return null;
    const value = readNumber();
    return Number.isFinite(value) ? value : null;
  }

  /** str() of parse.ts for a JSON string or null. */
  function readText(): string {
    if (isNull()) return '';
    return readString();
  }

  /** strOrNull() of parse.ts for a JSON string or null. */
  function readTextOrNull(): string | null {
    if (isNull()) return null;
    const value = readString();
    return value === '' ? null : value;
  }

  function readSticker(): CsgorollListingScanSticker {
    const sticker: CsgorollListingScanSticker = { name: '', value: null, wear: null };
    if (isNull()) return sticker;
    if (!open()) return sticker;
    let seen = 0;
    do {
      readKey();
      if (keyIs('name')) {
        seen = once(seen, 1);
        sticker.name = readText();
      } else if (keyIs('value')) {
        seen = once(seen, 2);
        sticker.value = readNumberOrNull();
      } else if (keyIs('wear')) {
        seen = once(seen, 4);
        sticker.wear = readNumberOrNull();
      } else skipValue(0);
    } while (more(CLOSE_BRACE));
    return sticker;
  }

  /** A trade item, or null when it is null or has no variant (listingFromTrade drops both). */
  function readItem(): CsgorollListingScanItem | null {
    if (isNull()) return null;
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
    if (!open()) return null;
    let seen = 0;
    do {
      readKey();
      if (keyIs('marketName')) {
        seen = once(seen, 1);
        item.marketName = readText();
      } else if (keyIs('value')) {
        seen = once(seen, 2);
        item.value = readCoins();
      } else if (keyIs('stickers')) {
        seen = once(seen, 4);
        if (!isNull()) {
          expect(OPEN_BRACKET);
          space();
          if (text.charCodeAt(at) === CLOSE_BRACKET) at++;
          else
            do item.stickers.push(readSticker());
            while (more(CLOSE_BRACKET));
        }
      } else if (keyIs('itemVariant')) {
        seen = once(seen, 8);
        if (isNull()) continue;
        hasVariant = true;
        if (!open()) continue;
        let variantSeen = 0;
        do {
          readKey();
          if (keyIs('name')) {
            variantSeen = once(variantSeen, 1);
            item.name = readText();
          } else if (keyIs('brand')) {
            variantSeen = once(variantSeen, 2);
            item.brand = readText();
          } else if (keyIs('color')) {
            variantSeen = once(variantSeen, 4);
            item.exterior = readTextOrNull();
          } else if (keyIs('rarity')) {
            variantSeen = once(variantSeen, 8);
            item.rarity = readTextOrNull();
          } else if (keyIs('value')) {
            variantSeen = once(variantSeen, 16);
            item.baseValue = readCoins();
          } else if (keyIs('externalId')) {
            variantSeen = once(variantSeen, 32);
            externalId = readText();
          } else skipValue(0);
        } while (more(CLOSE_BRACE));
      } else skipValue(0);
    } while (more(CLOSE_BRACE));
    if (!hasVariant) return null;
    if (item.marketName === '') item.marketName = externalId;
    return item;
  }

  function readStatus(): CsgorollTradeStatus {
    space();
    const start = at;
    const close = stringEnd();
    if (close === FAIL) giveUp();
    if (close - start - 1 === 6 && text.startsWith('LISTED', start + 1)) return 'LISTED';
    const status = text.slice(start + 1, close);
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
    if (!open()) giveUp();
    let seen = 0;
    do {
      readKey();
      switch (keyLength) {
        case 2:
          if (keyIs('id')) {
            seen = once(seen, 1);
            listing.id = readString();
            continue;
          }
          break;
        case 6:
          if (keyIs('status')) {
            seen = once(seen, 2);
            listing.status = readStatus();
            continue;
          }
          break;
        case 9:
          if (keyIs('createdAt')) {
            seen = once(seen, 4);
            listing.createdAt = readTime() ?? 0;
            continue;
          }
          if (keyIs('expiresAt')) {
            seen = once(seen, 8);
            listing.expiresAt = readTime();
            continue;
          }
          break;
        case 10:
          if (keyIs('totalValue')) {
            seen = once(seen, 16);
            listing.totalValue = readCoins();
            continue;
          }
          if (keyIs('tradeItems')) {
            seen = once(seen, 32);
            if (isNull()) continue;
            expect(OPEN_BRACKET);
            space();
            if (text.charCodeAt(at) === CLOSE_BRACKET) {
              at++;
              continue;
            }
            do {
              const item = readItem();
              if (item !== null) listing.items.push(item);
            } while (more(CLOSE_BRACKET));
            continue;
          }
          break;
        case 12:
          if (keyIs('canJoinAfter')) {
            seen = once(seen, 64);
            listing.canJoinAfter = readTime();
            continue;
          }
          if (keyIs('avgPaintWear')) {
            seen = once(seen, 128);
            paintWear = readNumberOrNull();
            continue;
          }
          break;
        case 13:
          if (keyIs('markupPercent')) {
            seen = once(seen, 256);
            listing.markupPercent = readCoins();
            continue;
          }
          break;
        case 27:
          if (keyIs('suspectedTraderCanJoinAfter')) {
            seen = once(seen, 512);
            listing.suspectedTraderCanJoinAfter = readTime();
            continue;
          }
          break;
      }
      skipValue(0);
    } while (more(CLOSE_BRACE));
    // No id or no item: the slow path drops or skips it with its reason.
    if (listing.id === '' || listing.items.length === 0) giveUp();
    for (let i = 0; i < listing.items.length; i++) listing.items[i]!.paintWear = paintWear;
    return listing;
  }

  /** `data`: the current feed (`createTrades.trades`) or the 2024 one (`createTrade.trade`). */
  function readData(listings: CsgorollListingScan[]) {
    if (!open()) giveUp();
    readKey();
    if (keyIs('createTrades')) {
      if (!open()) giveUp();
      readKey();
      if (!keyIs('trades')) giveUp();
      expect(OPEN_BRACKET);
      space();
      if (text.charCodeAt(at) === CLOSE_BRACKET) giveUp();
      do listings.push(readTrade());
      while (more(CLOSE_BRACKET));
      if (more(CLOSE_BRACE)) giveUp();
    } else if (keyIs('createTrade')) {
      if (!open()) giveUp();
      readKey();
      if (!keyIs('trade')) giveUp();
      listings.push(readTrade());
      if (more(CLOSE_BRACE)) giveUp();
    } else giveUp();
    // Another root field next to the feed's: the slow path decides what it means.
    if (more(CLOSE_BRACE)) giveUp();
  }

  function scan(frame: string): boolean {
    text = frame;
    at = 0;
    end = frame.length;
    controlFree = !CONTROL.test(frame);
    nextBackslash = frame.indexOf('\\');
    if (nextBackslash === -1) nextBackslash = end;
    const listings: CsgorollListingScan[] = [];
    let opId: string | null = null;
    let isNext = false;
    let payloadRead = false;
    try {
      if (!open()) return false;
      let seen = 0;
      do {
        readKey();
        if (keyIs('id')) {
          seen = once(seen, 1);
          opId = readString();
        } else if (keyIs('type')) {
          seen = once(seen, 2);
          isNext = readString() === 'next';
          if (!isNext) return false;
        } else if (keyIs('payload')) {
          seen = once(seen, 4);
          if (!open()) return false;
          let payloadSeen = 0;
          do {
            readKey();
            if (keyIs('data')) {
              payloadSeen = once(payloadSeen, 1);
              readData(listings);
              payloadRead = true;
            } else if (keyIs('errors')) giveUp();
            else skipValue(0);
          } while (more(CLOSE_BRACE));
        } else skipValue(0);
      } while (more(CLOSE_BRACE));
      space();
      if (at !== end || opId === null || !isNext || !payloadRead) return false;
    } catch (error) {
      if (error === GIVE_UP) return false;
      // JSON.parse of an escaped string cannot fail after the checks above; anything else is a bug
      // to hear about, but never a reason to join: the slow path takes the frame.
      return false;
    } finally {
      text = '';
    }
    state.opId = opId;
    state.listings = listings;
    return true;
  }

  return state;
}
