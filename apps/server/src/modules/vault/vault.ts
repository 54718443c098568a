import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const FORMAT = 'v2';
/** The users module's first format (`v1.<iv>.<tag>.<ciphertext>`, no key id); still readable. */
const LEGACY_FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class VaultError extends Error {}

export type Vault = {
  /** Id of the key new values are sealed under. */
  readonly keyId: string;
  seal(plaintext: string, purpose: string): string;
  open(sealed: string, purpose: string): string;
  /** True when the value is not sealed under the current key (rotation should re-seal it). */
  isStale(sealed: string): boolean;
};

/**
 * The id written into every sealed value: the first 8 hex characters of SHA-256 of the key. It tells
 * which key opens a value without revealing anything usable about the key.
 */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/**
 * AES-256-GCM for every secret we must read back (platform passwords, cookies, tokens, TOTP
 * secrets). A value reads `v2.<key id>.<iv>.<tag>.<ciphertext>`: the key id lets ENCRYPTION_KEY be
 * rotated while older values still open with a previous key. `purpose` is bound as associated data,
 * so a value sealed for one column cannot be swapped into another.
 */
export function createVault(current: Buffer, previous: Buffer[] = []): Vault {
  if (current.length !== 32) throw new VaultError('The encryption key must be 32 bytes.');
  const keys = new Map<string, Buffer>();
  for (const key of [current, ...previous]) if (!keys.has(keyIdOf(key))) keys.set(keyIdOf(key), key);
  const keyId = keyIdOf(current);

  function decrypt(key: Buffer, iv: string, tag: string, ciphertext: string, purpose: string): string {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  return {
    keyId,
    seal(plaintext, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(purpose));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        FORMAT,
        keyId,
        ...[iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url')),
      ].join('.');
    },
    open(sealed, purpose) {
      const parts = sealed.split('.');
      try {
        if (parts[0] === FORMAT && parts.length === 5) {
          const key = keys.get(parts[1]!);
          if (!key)
            throw new VaultError(`No key with id ${parts[1]} is configured (see ENCRYPTION_KEYS_PREVIOUS).`);
          return decrypt(key, parts[2]!, parts[3]!, parts[4]!, purpose);
        }
        if (parts[0] === LEGACY_FORMAT && parts.length === 4) {
          // Legacy values carry no key id: try the current key, then the previous ones.
          for (const key of keys.values()) {
            try {
              return decrypt(key, parts[1]!, parts[2]!, parts[3]!, purpose);
            } catch {
              continue;
            }
          }
        }
      } catch (error) {
        if (error instanceof VaultError) throw error;
      }
      // One message for every failure: which part was wrong is no business of whoever tampered.
      throw new VaultError('A sealed value could not be opened: it was altered or sealed for another use.');
    },
    isStale(sealed) {
      return !sealed.startsWith(`${FORMAT}.${keyId}.`);
    },
  };
}
