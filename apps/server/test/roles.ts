import type { Role } from '@skinpilot/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database';
import { users } from '../src/modules/users/users.schema';
import { signUpUser } from './accounts';

/** A signed-up user holding `role`; the token stays valid because roles are read per request. */
export async function userWithRole(app: FastifyInstance, db: Db, role: Role) {
  const user = await signUpUser(app);
  const [row] = await db
    .update(users)
    .set({ role })
    .where(eq(users.email, user.email))
    .returning({ id: users.id });
  return { ...user, id: row!.id };
}
