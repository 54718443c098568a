import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

/** The cheapest round trip that proves a connection can be had and answers. */
export async function selectOne(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
