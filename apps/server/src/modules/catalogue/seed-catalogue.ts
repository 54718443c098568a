import type { Db } from '../../db/database';
import { products, systemConfig } from './catalogue.schema';
import { defaultCatalogue } from './default-catalogue';

const SEEDED_MARKER = 'catalogue_seeded_at';

/**
 * Seeds the default catalogue on the first start only. The marker row is claimed in the same
 * transaction, so two processes starting together seed once, and a product an admin deleted is
 * not brought back by the next restart.
 */
export async function seedDefaultCatalogue(db: Db): Promise<'seeded' | 'already seeded'> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(systemConfig)
      .values({ key: SEEDED_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: systemConfig.key });
    if (claimed.length === 0) return 'already seeded';
    await tx.insert(products).values(defaultCatalogue).onConflictDoNothing();
    return 'seeded';
  });
}
