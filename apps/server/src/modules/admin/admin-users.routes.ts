import {
  getAdminUserDetails,
  getAdminUserTradingAccounts,
  runBulkAction,
  searchAdminUsers,
} from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import { runBulkAction as runBulk } from './users/bulk-action';
import { searchUsers } from './users/search-users';
import { userDetails } from './users/user-details';
import { userTradingAccounts } from './users/user-trading-accounts';

export function adminUsersRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }) {
  registerEndpoint(app, searchAdminUsers, (request) => searchUsers(deps.db, request.body, deps.now()));
  registerEndpoint(app, runBulkAction, (request) =>
    runBulk(deps.db, actorOf(request).id, request.body, deps.now()),
  );
  registerEndpoint(app, getAdminUserDetails, (request) => userDetails(deps.db, request.params.id));
  registerEndpoint(app, getAdminUserTradingAccounts, (request) =>
    userTradingAccounts(deps.db, request.params.id),
  );
}
