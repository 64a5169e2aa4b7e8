import { ADMIN_MESSAGES, type SyncPlan, type SyncResponse } from '../../../shared/admin-catalogue';
import { AppError } from '../../../shared/errors';
import { imageUrl } from '../../../shared/images';
import { koboToNaira } from '../../../shared/money';
import type { NewProductRow, ProductRow } from '../../db/schema';
import { DEMO_PRODUCTS, type DemoProduct } from './demo/demo-products';
import { demoProductRow, drawProductPng, renderProductImage } from './demo/seed';
import { mapWithConcurrency } from '../../lib/concurrency';
import { hasStoredImage, imagePublicId, type StoredImage } from '../media';
import { insertWithFreeId, record } from './product-writes';
import type { CatalogRepository } from './catalog.repository';
import { diffProducts, type Actor } from './product-changes';
import { toProduct } from './product-mapper';
import { pictureColumns, rowPictures, withMainPicture } from './product-pictures';

export const SYNC_BUSY_MESSAGE = 'A product sync is already running. Please wait for it to finish.';

/** Two drawings at a time: the machines have two cores and sharp already uses threads inside. */
const DRAW_CONCURRENCY = 2;

export interface CatalogSyncDependencies {
  repository: CatalogRepository;
  uploadsDir: string;
  catalogueChanged: () => Promise<void>;
}

type SyncFields = Omit<NewProductRow, 'id' | 'createdAt' | 'reviews'>;

/** What the sync writes for a new demo product (SPEC.md section 7): brand defaulting to 'Unknown', rating 4, active. */
function syncFields(
  demo: DemoProduct,
  image: StoredImage,
  now: Date,
): { fields: SyncFields; reviews: number } {
  const { id: _id, createdAt: _created, reviews, ...fields } = demoProductRow(demo, image);
  return {
    fields: { ...fields, brand: demo.brand.trim() || 'Unknown', rating: 4, isActive: true, updatedAt: now },
    reviews: reviews ?? 0,
  };
}

/**
 * The same fields for a product that exists, without its stock: stock moves only through the stock
 * form, the product form and orders, so a sync never puts back a count that orders have taken.
 */
function updateFields(fields: SyncFields): Partial<NewProductRow> {
  const { stockCount: _stockCount, inStock: _inStock, ...rest } = fields;
  return rest;
}

interface PlannedAdd {
  kind: 'add';
  fields: SyncFields;
  reviews: number;
}

interface PlannedUpdate {
  kind: 'update';
  existing: ProductRow;
  fields: Partial<NewProductRow>;
  changes: ReturnType<typeof diffProducts>;
}

interface PlannedSkip {
  kind: 'unchanged';
}

type PlannedStep = PlannedAdd | PlannedUpdate | PlannedSkip;

/**
 * What the sync does with each demo product, read through `repository` (locking the products it
 * would update when `lock` is set, so no write slips in between the plan and the update).
 */
async function planSteps(
  repository: CatalogRepository,
  pictures: readonly StoredImage[],
  now: Date,
  lock: boolean,
): Promise<PlannedStep[]> {
  const steps: PlannedStep[] = [];
  for (const [index, demo] of DEMO_PRODUCTS.entries()) {
    const { fields, reviews } = syncFields(demo, pictures[index]!, now);
    const found = await repository.findByName(demo.name);
    const existing = found && lock ? await repository.lockById(found.id) : found;
    if (!existing) {
      steps.push({ kind: 'add', fields, reviews });
      continue;
    }
    // The demo picture replaces the main one; pictures the seller added stay.
    const set = {
      ...updateFields(fields),
      ...pictureColumns(withMainPicture(rowPictures(existing), fields.imagePublicId)),
    };
    const changes = diffProducts(toProduct(existing), toProduct({ ...existing, ...set }));
    steps.push(
      Object.keys(changes).length === 0
        ? { kind: 'unchanged' }
        : { kind: 'update', existing, fields: set, changes },
    );
  }
  return steps;
}

function toPlan(steps: readonly PlannedStep[]): SyncPlan {
  const plan: SyncPlan = { add: [], update: [], unchanged: 0 };
  for (const step of steps) {
    if (step.kind === 'add') {
      const { name, brand, priceKobo, stockCount } = step.fields;
      plan.add.push({ name, brand, price: koboToNaira(priceKobo), stockCount: stockCount ?? 0 });
    } else if (step.kind === 'update') {
      plan.update.push({ id: step.existing.id, name: step.existing.name, changes: step.changes });
    } else {
      plan.unchanged++;
    }
  }
  return plan;
}

/**
 * The admin sync tool: for each product of the demo catalogue, looks it up by name (ignoring case and
 * surrounding spaces); adds it when missing, with its demo stock, otherwise updates it, never its
 * stock. `preview` says what `run` would do and writes nothing; `run` writes it in one transaction,
 * with every change recorded, so it all lands or nothing.
 */
export class CatalogSync {
  private running = false;
  private pictures: Promise<StoredImage[]> | undefined;

  constructor(private readonly deps: CatalogSyncDependencies) {}

  async preview(): Promise<SyncPlan> {
    const pictures = await this.demoPictures();
    return toPlan(await planSteps(this.deps.repository, pictures, new Date(), false));
  }

  async run(actor: Actor): Promise<SyncResponse> {
    if (this.running) throw new AppError('CONFLICT', SYNC_BUSY_MESSAGE);
    this.running = true;
    try {
      // Pictures first, outside the transaction: drawing is CPU work, and stored pictures are reused.
      const pictures = await this.storedPictures();
      const now = new Date();
      const plan = await this.deps.repository.inTransaction(async (repository) => {
        const steps = await planSteps(repository, pictures, now, true);
        for (const step of steps) {
          if (step.kind === 'add') {
            const row = await insertWithFreeId(repository, {
              ...step.fields,
              reviews: step.reviews,
              createdAt: now,
            });
            await record(repository, 'sync', actor, null, row);
          } else if (step.kind === 'update') {
            const row = await repository.update(step.existing.id, step.fields);
            await record(repository, 'sync', actor, step.existing, row);
          }
        }
        return toPlan(steps);
      });
      const changed = plan.add.length + plan.update.length > 0;
      if (changed) await this.deps.catalogueChanged();
      return {
        added: plan.add.length,
        updated: plan.update.length,
        unchanged: plan.unchanged,
        message: ADMIN_MESSAGES.syncSucceeded,
      };
    } finally {
      this.running = false;
    }
  }

  /**
   * Each demo product's picture id and URL, without storing anything. Drawing always gives the same
   * bytes, so the ids are worked out once per process.
   */
  private demoPictures(): Promise<StoredImage[]> {
    this.pictures ??= mapWithConcurrency(DEMO_PRODUCTS, DRAW_CONCURRENCY, async (demo) => {
      const publicId = imagePublicId(await drawProductPng(demo));
      return { publicId, image: imageUrl(publicId) };
    }).catch((error: unknown) => {
      this.pictures = undefined;
      throw error;
    });
    return this.pictures;
  }

  /** The demo pictures, each stored under the uploads folder (drawn again only when its files are missing). */
  private async storedPictures(): Promise<StoredImage[]> {
    const pictures = await this.demoPictures();
    return mapWithConcurrency(DEMO_PRODUCTS, DRAW_CONCURRENCY, async (demo) => {
      const known = pictures[DEMO_PRODUCTS.indexOf(demo)]!;
      return (await hasStoredImage(this.deps.uploadsDir, known.publicId))
        ? known
        : renderProductImage(this.deps.uploadsDir, demo);
    });
  }
}
