/**
 * A cursor over one JSON text, for the listing frame scan (issue 30): it reads keys, strings, numbers
 * and `null` where they stand, skips any other value, and checks the JSON grammar of everything it
 * passes, so a malformed or truncated text is never read as good. Whatever it does not know for sure
 * (an escaped key, an unexpected character) makes it give up: `giveUp()` throws GIVE_UP, which the
 * scan catches once for the whole frame. One cursor is reused frame after frame (`reset`).
 */

/** Thrown inside the scan only: the frame is not one the scan reads (caught at the top, once). */
class GiveUp {}
export const GIVE_UP = new GiveUp();
export function giveUp(): never {
  throw GIVE_UP;
}

/** stringEnd's answer for a string that holds an escape. */
export const FAIL = -1;

// Character codes.
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACE = 123;
export const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
export const CLOSE_BRACKET = 93;
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

export class JsonCursor {
  text = '';
  at = 0;
  end = 0;
  /** The last key read, as its start and length in the text (readKey). */
  keyStart = 0;
  keyLength = 0;
  /** The text holds no character below U+0020 (compact JSON never does, whitespace included). */
  private controlFree = false;
  /** The first backslash at or after the last string end found with indexOf (`end` when none). */
  private nextBackslash = 0;

  reset(text: string) {
    this.text = text;
    this.at = 0;
    this.end = text.length;
    this.controlFree = !CONTROL.test(text);
    const backslash = text.indexOf('\\');
    this.nextBackslash = backslash === -1 ? this.end : backslash;
  }

  /** Lets go of the text (a frame is not kept alive between frames). */
  release() {
    this.text = '';
  }

  space() {
    while (this.at < this.end) {
      const c = this.text.charCodeAt(this.at);
      if (c === 32 || c === 10 || c === 13 || c === 9) this.at++;
      else return;
    }
  }

  /** The code of the character at the cursor, after any white space. */
  peek(): number {
    this.space();
    return this.text.charCodeAt(this.at);
  }

  expect(code: number) {
    this.space();
    if (this.text.charCodeAt(this.at) !== code) giveUp();
    this.at++;
  }

  /**
   * Past a string starting at `at` (a quote); answers the index of its closing quote, or FAIL if it
   * holds an escape. In a text without control characters (checked once) a string up to the next
   * backslash of the text is found by indexOf alone.
   */
  stringEnd(): number {
    const text = this.text;
    const at = this.at;
    if (text.charCodeAt(at) !== QUOTE) giveUp();
    if (this.controlFree) {
      const close = text.indexOf('"', at + 1);
      if (close === -1) giveUp();
      if (close < this.nextBackslash) {
        this.at = close + 1;
        return close;
      }
      if (this.nextBackslash < at) {
        const backslash = text.indexOf('\\', at);
        this.nextBackslash = backslash === -1 ? this.end : backslash;
        if (close < this.nextBackslash) {
          this.at = close + 1;
          return close;
        }
      }
    }
    return this.carefulStringEnd();
  }

  /** stringEnd character by character: escapes checked, control characters refused. */
  private carefulStringEnd(): number {
    const text = this.text;
    let i = this.at + 1;
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
        this.at = i + 1;
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
  readString(): string {
    this.space();
    const start = this.at;
    const close = this.stringEnd();
    if (close !== FAIL) return this.text.slice(start + 1, close);
    return JSON.parse(this.text.slice(start, this.at)) as string;
  }

  /** A key, as its start and length in `keyStart`/`keyLength`; an escaped key is not read. */
  readKey() {
    this.space();
    const start = this.at;
    const close = this.stringEnd();
    if (close === FAIL) giveUp();
    this.keyStart = start + 1;
    this.keyLength = close - start - 1;
    this.expect(COLON);
  }

  keyIs(name: string): boolean {
    return this.keyLength === name.length && this.text.startsWith(name, this.keyStart);
  }

  /** Is the next value `null`? Consumes it if so. */
  isNull(): boolean {
    this.space();
    if (this.text.charCodeAt(this.at) === 110) {
      if (!this.text.startsWith('null', this.at)) giveUp();
      this.at += 4;
      return true;
    }
    return false;
  }

  readNumber(): number {
    this.space();
    const text = this.text;
    const end = this.end;
    let at = this.at;
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
    this.at = at;
    // Up to 15 digits and no exponent: exact integer over an exact power of ten, rounded once.
    if (!exponent && digits + decimals <= 15) {
      const value = decimals === 0 ? mantissa : mantissa / POW10[decimals]!;
      return negative ? -value : value;
    }
    return Number(text.slice(start, at));
  }

  /** Past any JSON value, checking its grammar. */
  skipValue(depth: number) {
    if (depth > 64) giveUp();
    const c = this.peek();
    const text = this.text;
    if (c === QUOTE) {
      this.stringEnd();
    } else if (c === OPEN_BRACE) {
      this.at++;
      if (this.peek() === CLOSE_BRACE) {
        this.at++;
        return;
      }
      for (;;) {
        this.space();
        this.stringEnd();
        this.expect(COLON);
        this.skipValue(depth + 1);
        if (!this.more(CLOSE_BRACE)) return;
      }
    } else if (c === OPEN_BRACKET) {
      this.at++;
      if (this.peek() === CLOSE_BRACKET) {
        this.at++;
        return;
      }
      for (;;) {
        this.skipValue(depth + 1);
        if (!this.more(CLOSE_BRACKET)) return;
      }
    } else if (c === MINUS || (c >= ZERO && c <= NINE)) {
      this.readNumber();
    } else if (c === 116 && text.startsWith('true', this.at)) this.at += 4;
    else if (c === 102 && text.startsWith('false', this.at)) this.at += 5;
    else if (c === 110 && text.startsWith('null', this.at)) this.at += 4;
    else giveUp();
  }

  /** After a member: true when another follows (a comma), false at the closing `close`. */
  more(close: number): boolean {
    const c = this.peek();
    this.at++;
    if (c === COMMA) return true;
    if (c === close) return false;
    return giveUp();
  }

  /** Opens an object; false when it is empty (then it is already closed). */
  open(): boolean {
    return this.opens(OPEN_BRACE, CLOSE_BRACE);
  }

  /** Opens an array; false when it is empty (then it is already closed). */
  openArray(): boolean {
    return this.opens(OPEN_BRACKET, CLOSE_BRACKET);
  }

  private opens(open: number, close: number): boolean {
    this.expect(open);
    if (this.peek() === close) {
      this.at++;
      return false;
    }
    return true;
  }
}

/** A bit per field read in the current object, so a duplicate key gives up (JSON.parse keeps the last). */
export function once(seen: number, bit: number): number {
  if (seen & bit) giveUp();
  return seen | bit;
}
