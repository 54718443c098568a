import {
  changeUserLicence,
  getAdminUserLedger,
  getAdminUserPurchases,
  removeUserCredits,
  resetUserTwoFactor,
  sendUserPasswordReset,
  suspendUser as suspendUserEndpoint,
  unsuspendUser as unsuspendUserEndpoint,
  unlockUserSignIn,
} from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Mailer } from '../../integrations/mail/mailer';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import { changeLicence } from './user-actions/change-licence';
import { removeCredits } from './user-actions/remove-credits';
import { resetTwoFactor } from './user-actions/reset-two-factor';
import { sendPasswordReset } from './user-actions/send-password-reset';
import { suspendUser, unsuspendUser } from './user-actions/suspension';
import { unlockSignIn } from './user-actions/unlock-sign-in';
import { userLedger, userPurchases } from './user-actions/user-history';

/** The corrective actions of the user details modal; admin-only like every /admin call. */
export function adminUserActionsRoutes(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date; mailer: Mailer; publicUrl: string; appName: string },
) {
  registerEndpoint(app, removeUserCredits, (request) =>
    removeCredits(deps.db, actorOf(request).id, request.params.id, request.body),
  );
  registerEndpoint(app, changeUserLicence, (request) =>
    changeLicence(deps.db, actorOf(request).id, request.params.id, request.body, deps.now()),
  );
  registerEndpoint(app, suspendUserEndpoint, (request) =>
    suspendUser(deps.db, actorOf(request).id, request.params.id, request.body.reason, deps.now()),
  );
  registerEndpoint(app, unsuspendUserEndpoint, (request) =>
    unsuspendUser(deps.db, actorOf(request).id, request.params.id),
  );
  registerEndpoint(app, resetUserTwoFactor, (request) =>
    resetTwoFactor(deps.db, actorOf(request).id, request.params.id),
  );
  registerEndpoint(app, unlockUserSignIn, (request) =>
    unlockSignIn(deps.db, actorOf(request).id, request.params.id),
  );
  registerEndpoint(app, sendUserPasswordReset, (request) =>
    sendPasswordReset(
      { ...deps, onMailError: (err) => request.log.error({ err }, 'password reset mail could not be sent') },
      actorOf(request).id,
      request.params.id,
      deps.now(),
    ),
  );
  registerEndpoint(app, getAdminUserPurchases, (request) => userPurchases(deps.db, request.params.id));
  registerEndpoint(app, getAdminUserLedger, (request) =>
    userLedger(deps.db, request.params.id, request.query.page, request.query.limit),
  );
}
