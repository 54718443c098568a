import { getFleetCapture } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { fleetCaptureFigures } from './fleet-capture/fleet-capture';

/** Admin only (the contract's auth; the route guard test walks every admin route). */
export function adminFleetCaptureRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }) {
  registerEndpoint(app, getFleetCapture, (request) =>
    fleetCaptureFigures(deps.db, request.query.period, deps.now()),
  );
}
