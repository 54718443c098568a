import { getDashboardOverview, getRevenueChart, getSignupsChart, getSystemStats } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { revenueChart, signupsChart } from './dashboard/charts';
import { dashboardOverview } from './dashboard/overview';
import { systemStats } from './dashboard/system-stats';

export function adminDashboardRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }) {
  registerEndpoint(app, getDashboardOverview, () => dashboardOverview(deps.db, deps.now()));
  registerEndpoint(app, getRevenueChart, (request) =>
    revenueChart(deps.db, request.query.period, deps.now()),
  );
  registerEndpoint(app, getSignupsChart, (request) =>
    signupsChart(deps.db, request.query.period, deps.now()),
  );
  registerEndpoint(app, getSystemStats, () => systemStats(deps.db, deps.now()));
}
