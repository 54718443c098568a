import { createHmac, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;
const SECRET_BYTES = 20;
const BACKUP_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return generateSecret({ length: SECRET_BYTES });
}

export async function totpQrCodeSvg(input: {
  issuer: string;
  label: string;
  secret: string;
}): Promise<string> {
  return QRCode.toString(generateURI(input), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/**
 * Checks a 6-digit code allowing one step of clock drift either way. A code is accepted only for a
 * time step after `afterStep`, so the same code (or an older one) never works twice.
 */
export async function verifyTotp(input: {
  secret: string;
  code: string;
  now: Date;
  afterStep?: number | null;
}): Promise<{ step: number } | undefined> {
  if (!/^\d{6}$/.test(input.code)) return undefined;
  try {
    const result = await verify({
      secret: input.secret,
      token: input.code,
      epoch: Math.floor(input.now.getTime() / 1000),
      period: PERIOD_SECONDS,
      epochTolerance: PERIOD_SECONDS,
      ...(input.afterStep != null ? { afterTimeStep: input.afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? { step: result.timeStep } : undefined;
  } catch {
    return undefined;
  }
}

/** Ten codes `XXXX-XXXX` of upper-case hex, 32 random bits each. */
export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const hex = randomBytes(4).toString('hex').toUpperCase();
    return `${hex.slice(0, 4)}-${hex.slice(4)}`;
  });
}

/** Upper-cases and adds the dash, or answers undefined when it is not a backup code. */
export function normaliseBackupCode(code: string): string | undefined {
  const compact = code.replace(/[\s-]/g, '').toUpperCase();
  return /^[0-9A-F]{8}$/.test(compact) ? `${compact.slice(0, 4)}-${compact.slice(4)}` : undefined;
}

/**
 * Backup codes are kept as a keyed hash: 32 bits is too little to survive a plain hash being
 * brute-forced offline, while the key never leaves the server.
 */
export function hashBackupCode(key: Buffer, code: string): string {
  return createHmac('sha256', key).update(`backup-code:${code}`).digest('hex');
}
