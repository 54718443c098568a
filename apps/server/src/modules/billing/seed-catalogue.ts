import type { Db } from '../../db/database';
import { claimOnceMarker } from '../system-config/system-settings';
import { insertMissingProducts } from './products.repository';
import { defaultCatalogue } from './default-catalogue';

const SEEDED_MARKER = 'catalogue_seeded_at';

/**
 * Seeds the default catalogue on the first start only. The marker row is claimed in the same
 * transaction, so two processes starting together seed once, and a product an admin deleted is
 * not brought back by the next restart.
 */
export async function seedDefaultCatalogue(db: Db): Promise<'seeded' | 'already seeded'> {
  return db.transaction(async (tx) => {
    if (!(await claimOnceMarker(tx, SEEDED_MARKER, new Date()))) return 'already seeded';
    await insertMissingProducts(tx, defaultCatalogue);
    return 'seeded';
  });
}
