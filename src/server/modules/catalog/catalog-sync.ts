import { ADMIN_MESSAGES, type SyncResponse } from '../../../shared/admin-catalogue';
import { AppError } from '../../../shared/errors';
import type { NewProductRow } from '../../db/schema';
import { DEMO_PRODUCTS, type DemoProduct } from '../../db/seed/demo-products';
import { demoProductRow, renderProductImage } from '../../db/seed/seed';
import { mapWithConcurrency } from '../../lib/concurrency';
import type { StoredImage } from '../media/image-store';
import { insertWithFreeId, record } from './catalog-admin.service';
import type { CatalogRepository } from './catalog.repository';
import type { Actor } from './product-changes';

export const SYNC_BUSY_MESSAGE = 'A product sync is already running. Please wait for it to finish.';

export interface CatalogSyncDependencies {
  repository: CatalogRepository;
  uploadsDir: string;
  catalogueChanged: () => Promise<void>;
}

/** What the sync writes for a demo product (SPEC.md section 7): brand defaulting to 'Unknown', rating 4, active. */
function syncFields(demo: DemoProduct, image: StoredImage, now: Date) {
  const { id: _id, createdAt: _created, reviews, ...fields } = demoProductRow(demo, image);
  return {
    fields: {
      ...fields,
      brand: demo.brand.trim() || 'Unknown',
      rating: 4,
      isActive: true,
      updatedAt: now,
    } satisfies Partial<NewProductRow>,
    reviews: reviews ?? 0,
  };
}

/**
 * The admin sync tool: for each product of the demo catalogue, looks it up by name; adds it when
 * missing, otherwise updates it. Every change is recorded; one transaction, so it all lands or nothing.
 */
export class CatalogSync {
  private running = false;

  constructor(private readonly deps: CatalogSyncDependencies) {}

  async run(actor: Actor): Promise<SyncResponse> {
    if (this.running) throw new AppError('CONFLICT', SYNC_BUSY_MESSAGE);
    this.running = true;
    try {
      // Pictures first, outside the transaction: drawing is CPU work, and stored pictures are reused.
      const images = await mapWithConcurrency(DEMO_PRODUCTS, 2, (demo) =>
        renderProductImage(this.deps.uploadsDir, demo),
      );
      const now = new Date();
      const counts = await this.deps.repository.inTransaction(async (repository) => {
        let added = 0;
        let updated = 0;
        for (const [index, demo] of DEMO_PRODUCTS.entries()) {
          const { fields, reviews } = syncFields(demo, images[index] as StoredImage, now);
          const existing = await repository.findByName(demo.name);
          if (existing) {
            const row = await repository.update(existing.id, fields);
            await record(repository, 'sync', actor, existing, row);
            updated++;
          } else {
            const row = await insertWithFreeId(repository, { ...fields, reviews, createdAt: now });
            await record(repository, 'sync', actor, null, row);
            added++;
          }
        }
        return { added, updated };
      });
      await this.deps.catalogueChanged();
      return { ...counts, message: ADMIN_MESSAGES.syncSucceeded };
    } finally {
      this.running = false;
    }
  }
}
