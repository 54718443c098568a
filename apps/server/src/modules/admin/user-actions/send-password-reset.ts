import type { Db } from '../../../db/database';
import type { Mailer } from '../../../integrations/mail/mailer';
import { createResetLink } from '../../users/reset-link';
import { writeAdminAudit } from '../../audit/write-admin-audit';
import { lockTargetUser } from './target-user';

export type ResetMailDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  appName: string;
  onMailError: (error: unknown) => void;
};

/** Mails the user a one-hour reset link; the link and its audit entry are written together. */
export async function sendPasswordReset(deps: ResetMailDeps, adminId: string, userId: string, now: Date) {
  const { user, link } = await deps.db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    // The same link as the user's own request, so the reset page takes it unchanged.
    const resetLink = await createResetLink(tx, userId, now, deps.publicUrl);
    await writeAdminAudit(tx, {
      adminId,
      action: 'user.send_password_reset',
      targetType: 'user',
      targetId: userId,
      after: { mailed_to: target.email },
    });
    return { user: target, link: resetLink };
  });
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
