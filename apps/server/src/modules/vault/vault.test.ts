import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createVault, keyIdOf, VaultError } from './vault';

const oldKey = Buffer.alloc(32, 1);
const newKey = Buffer.alloc(32, 2);

describe('vault', () => {
  it('round-trips a secret and tags it with the key id, never the plaintext', () => {
    const vault = createVault(oldKey);
    const sealed = vault.seal('hunter2-steam-password', 'steam-password');
    expect(sealed.startsWith(`v2.${keyIdOf(oldKey)}.`)).toBe(true);
    expect(sealed).not.toContain('hunter2');
    expect(vault.open(sealed, 'steam-password')).toBe('hunter2-steam-password');
    expect(vault.seal('same', 'p')).not.toBe(vault.seal('same', 'p'));
  });

  it('detects tampering and a value moved to another purpose', () => {
    const vault = createVault(oldKey);
    const sealed = vault.seal('cookie-value', 'csgoroll-cookie');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[4]!, 'base64url');
    flipped[0]! ^= 1;
    const tampered = [...parts.slice(0, 4), flipped.toString('base64url')].join('.');
    expect(() => vault.open(tampered, 'csgoroll-cookie')).toThrow(VaultError);
    expect(() => vault.open(sealed, 'steam-password')).toThrow(
      'A sealed value could not be opened: it was altered or sealed for another use.',
    );
    expect(() => vault.open('garbage', 'csgoroll-cookie')).toThrow(VaultError);
  });

  it('opens values of a previous key after rotation and marks them stale', () => {
    const before = createVault(oldKey).seal('shared-secret', 'steam-shared-secret');
    const rotated = createVault(newKey, [oldKey]);
    expect(rotated.open(before, 'steam-shared-secret')).toBe('shared-secret');
    expect(rotated.isStale(before)).toBe(true);
    expect(rotated.isStale(rotated.seal('x', 'y'))).toBe(false);
    expect(() => createVault(newKey).open(before, 'steam-shared-secret')).toThrow(
      `No key with id ${keyIdOf(oldKey)}`,
    );
  });

  it("still reads the users module's first format (no key id)", () => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', oldKey, iv);
    cipher.setAAD(Buffer.from('totp-secret'));
    const ciphertext = Buffer.concat([cipher.update('JBSWY3DPEHPK3PXP', 'utf8'), cipher.final()]);
    const legacy = ['v1', iv, cipher.getAuthTag(), ciphertext]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
    const vault = createVault(newKey, [oldKey]);
    expect(vault.open(legacy, 'totp-secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(vault.isStale(legacy)).toBe(true);
  });
});
