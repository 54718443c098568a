import { roles } from '@skinpilot/domain';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../test/roles';
import { createTestApp } from '../../test/test-app';

const { app, database } = await createTestApp();
const adminRoutes = app.routeTable.filter((r) => r.url === '/api/admin' || r.url.startsWith('/api/admin/'));
const otherRoles = roles.filter((r) => r !== 'admin');
const tokens = Object.fromEntries(
  await Promise.all(
    otherRoles.map(async (role) => [role, (await userWithRole(app, database.db, role)).token]),
  ),
) as Record<(typeof otherRoles)[number], string>;

/** Any path parameter gets a well-formed value, so only the guard can refuse the call. */
const concrete = (url: string) => url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');

describe('every /api/admin route is for admins only', () => {
  it('the route table has admin routes to check, all declared admin-only', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) expect(route.auth, `${route.method} ${route.url}`).toBe('admin');
  });

  it.each(adminRoutes.map((r) => [r.method, r.url] as const))(
    '%s %s answers 401 without a token',
    async (method, url) => {
      const res = await app.inject({ method: method as 'GET', url: concrete(url) });
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBeTruthy();
    },
  );

  it.each(adminRoutes.map((r) => [r.method, r.url] as const))(
    '%s %s answers 403 to every other role',
    async (method, url) => {
      for (const role of otherRoles) {
        const res = await app.inject({
          method: method as 'GET',
          url: concrete(url),
          headers: { authorization: `Bearer ${tokens[role]}` },
        });
        expect(res.statusCode, role).toBe(403);
      }
    },
  );
});
