import { getOrchestration, listOrchestrations, stopOrchestration } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import * as orchestrations from './orchestrations.service';

export function orchestrationsRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }) {
  registerEndpoint(app, listOrchestrations, (request) =>
    orchestrations.listOrchestrations(deps.db, request.query),
  );
  registerEndpoint(app, getOrchestration, (request) =>
    orchestrations.getOrchestration(deps.db, request.params.session_id),
  );
  registerEndpoint(app, stopOrchestration, (request) =>
    orchestrations.requestStop(deps.db, actorOf(request).id, request.query.instance_id, deps.now()),
  );
}
