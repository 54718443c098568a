import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database';
import type { Mailer } from '../../../integrations/mail/mailer';
import { passwordResets } from '../../users/security.schema';
import { writeAdminAudit } from '../write-admin-audit';
import { lockTargetUser } from './target-user';

// The same link, token hash and lifetime as the user's own request (users/password-reset.ts), so
// the reset page and confirmPasswordReset take it unchanged.
const RESET_TTL_MS = 60 * 60_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type ResetMailDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  appName: string;
  onMailError: (error: unknown) => void;
};

/** Mails the user a one-hour reset link; the link and its audit entry are written together. */
export async function sendPasswordReset(deps: ResetMailDeps, adminId: string, userId: string, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const user = await deps.db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    await tx.insert(passwordResets).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
      createdAt: now,
    });
    await writeAdminAudit(tx, {
      adminId,
      action: 'user.send_password_reset',
      targetType: 'user',
      targetId: userId,
      after: { mailed_to: target.email },
    });
    return target;
  });
  const link = `${deps.publicUrl}/change-password?token=${token}`;
  void deps.mailer
    .send({
      to: user.email,
      subject: `Reset your ${deps.appName} password`,
      text: [
        `Hello ${user.username},`,
        '',
        `Our support team sent you this link to choose a new password for your ${deps.appName} account. It works for one hour:`,
        '',
        link,
        '',
        'If you did not ask support for it, ignore this mail: your password stays as it is.',
      ].join('\n'),
    })
    .catch(deps.onMailError);
  return { message: `A password reset link was mailed to ${user.email}` };
}
