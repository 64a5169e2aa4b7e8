import { ADMIN_MESSAGES, type SyncPlan, type SyncResponse } from '../../../shared/admin-catalogue';
import { AppError } from '../../../shared/errors';
import { imageUrl } from '../../../shared/images';
import type { LockOutcome } from '../../db/client';
import type { NewProductRow, ProductRow } from '../../db/schema';
import { DEMO_PRODUCTS, type DemoProduct } from './demo/demo-products';
import { demoProductRow, drawProductPng, renderProductImage } from './demo/seed';
import { mapWithConcurrency } from '../../lib/concurrency';
import { hasStoredImage, type ImageStore, imagePublicId, type StoredImage } from '../media';
import { applyPlan, planImport, previewRows, type ImportItem, type PlanStep } from './import-plan';
import type { JobHandler, NewJob } from '../../jobs';
import type { ProductBulkRepository } from './product-bulk.repository';
import type { Actor } from './product-changes';
import { pictureColumns, rowPictures, withMainPicture } from './product-pictures';

export const SYNC_BUSY_MESSAGE = 'A product sync is already running. Please wait for it to finish.';

/** The job kind of a sync that waits for its pictures (one pending at a time: it is also its key). */
export const SYNC_JOB = 'catalog.sync';

/** Two drawings at a time: the machines have two cores and sharp already uses threads inside. */
const DRAW_CONCURRENCY = 2;

export interface CatalogSyncDependencies {
  bulk: ProductBulkRepository;
  images: ImageStore;
  catalogueChanged: () => Promise<void>;
  /**
   * Runs the sync unless one is running in any server process (a PostgreSQL advisory lock,
   * `DatabaseHandle.tryLock`).
   */
  runAlone: <T>(work: () => Promise<T>) => Promise<LockOutcome<T>>;
  /**
   * Queues a job in the job queue (and wakes the runner); answers false when one with its key is
   * pending. Without it, a sync encodes its missing pictures in the request.
   */
  queue?: (job: NewJob) => Promise<boolean>;
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
 * form, the product form and orders, so a sync never puts back a count that orders have taken. Its
 * options and variants stay the seller's (decision 052): a sync never adds, removes or changes a
 * variant, and for a product with variants it leaves the row's summary of them (prices, stock) alone.
 */
function updateFields(fields: SyncFields, existing: ProductRow): Partial<NewProductRow> {
  const { stockCount: _stockCount, inStock: _inStock, options: _options, ...rest } = fields;
  if (existing.options.length === 0) return rest;
  const {
    priceKobo: _price,
    originalPriceKobo: _original,
    installationFeeKobo: _fee,
    ...withoutSummary
  } = rest;
  return withoutSummary;
}

/**
 * The demo catalogue as rows of an import: matched by name, a new product gets every demo field with its
 * demo stock and reviews, and its demo variants; one that exists gets the same fields without its stock.
 */
function demoItems(pictures: readonly StoredImage[], now: Date): ImportItem[] {
  return DEMO_PRODUCTS.map((demo, index) => {
    const { fields, reviews } = syncFields(demo, pictures[index]!, now);
    return {
      row: index + 1,
      label: demo.name,
      name: demo.name,
      errors: [],
      // The demo picture replaces an existing product's main one; pictures the seller added stay.
      fieldsFor: (existing) => ({
        set: existing
          ? {
              ...updateFields(fields, existing),
              ...pictureColumns(withMainPicture(rowPictures(existing), fields.imagePublicId)),
            }
          : { ...fields, reviews, createdAt: now },
      }),
      variantsFor: (existing) =>
        existing || !demo.options?.length || !demo.variants?.length
          ? undefined
          : {
              options: demo.options,
              variants: demo.variants,
              rows: demo.variants.map(() => index + 1),
            },
    };
  });
}

function toPlan(steps: readonly PlanStep[]): SyncPlan {
  const plan: SyncPlan = { add: [], update: [], unchanged: 0 };
  for (const row of previewRows(steps)) {
    if (row.kind === 'add') {
      const { name, brand, price, stockCount } = row;
      plan.add.push({ name, brand, price, stockCount });
    } else if (row.kind === 'update') {
      plan.update.push({ id: row.id, name: row.name, changes: row.changes });
    } else {
      plan.unchanged++;
    }
  }
  return plan;
}

/**
 * The admin sync tool, one source of the catalogue import (import-plan.ts): for each product of the demo
 * catalogue, looks it up by name (ignoring case and surrounding spaces); adds it when missing, with its
 * demo stock, otherwise updates it, never its stock. `preview` says what `run` would do and writes
 * nothing; `run` writes it in one transaction, with every change recorded, so it all lands or nothing.
 */
export class CatalogSync {
  private pictures: Promise<StoredImage[]> | undefined;

  constructor(private readonly deps: CatalogSyncDependencies) {}

  async preview(): Promise<SyncPlan> {
    const pictures = await this.demoPictures();
    return toPlan(await planImport(this.deps.bulk, demoItems(pictures, new Date()), { lock: false }));
  }

  /**
   * Syncs now when every demo picture is stored (200). Otherwise the pictures are encoded by a `catalog.sync`
   * job and the products written once they all are, so the request does not wait for sharp and the shop
   * never shows a product whose picture is missing: answers the plan as it stands, `queued` (202).
   */
  run(actor: Actor): Promise<SyncResponse> {
    return this.oneAtATime(async () => {
      const queue = this.deps.queue;
      if (!queue || (await this.missingPictures()) === 0) return this.apply(actor);
      const plan = await this.preview();
      if (!(await queue({ kind: SYNC_JOB, uniqueKey: SYNC_JOB, payload: { actor: { ...actor } } })))
        throw new AppError('CONFLICT', SYNC_BUSY_MESSAGE);
      return {
        added: plan.add.length,
        updated: plan.update.length,
        unchanged: plan.unchanged,
        message: ADMIN_MESSAGES.syncQueued,
        queued: true,
      };
    });
  }

  /**
   * The queue's handler of `catalog.sync`: encodes the missing pictures, then plans again and writes
   * under lock as a sync in the request does (what the seller saved meanwhile is read, not overwritten
   * by a stale plan; a failure writes nothing and is retried).
   */
  jobHandler(): JobHandler {
    return {
      kind: SYNC_JOB,
      timeoutMs: 4 * 60_000,
      run: async (job) => {
        const actor = job.payload.actor as Actor;
        await this.oneAtATime(() =>
          this.apply({ id: actor.id, name: actor.name, email: actor.email }, job.signal),
        );
      },
    };
  }

  /**
   * One sync at a time across every server process (a PostgreSQL advisory lock,
   * `DatabaseHandle.tryLock`): another is refused (409; the job is retried later).
   */
  private async oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const outcome = await this.deps.runAlone(work);
    if (!outcome.locked) throw new AppError('CONFLICT', SYNC_BUSY_MESSAGE);
    return outcome.value;
  }

  /** `signal`: the job's (its time is up): no write starts once it is aborted. */
  private async apply(actor: Actor, signal?: AbortSignal): Promise<SyncResponse> {
    // Pictures first, outside the transaction: drawing is CPU work, and stored pictures are reused.
    const pictures = await this.storedPictures(signal);
    signal?.throwIfAborted();
    const now = new Date();
    const plan = await this.deps.bulk.inTransaction(async (bulk, repository) => {
      // Planned again under lock, so no write slips in between the plan and the update.
      await bulk.lockImports();
      const steps = await planImport(bulk, demoItems(pictures, now), { lock: true });
      await applyPlan(bulk, repository, steps, 'sync', actor);
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

  /** How many demo pictures are not stored yet. */
  private async missingPictures(): Promise<number> {
    const pictures = await this.demoPictures();
    const stored = await mapWithConcurrency(pictures, 8, (picture) =>
      hasStoredImage(this.deps.images, picture.publicId),
    );
    return stored.filter((found) => !found).length;
  }

  /** The demo pictures, each in the picture store (drawn again only when its files are missing). */
  private async storedPictures(signal?: AbortSignal): Promise<StoredImage[]> {
    const pictures = await this.demoPictures();
    return mapWithConcurrency(DEMO_PRODUCTS, DRAW_CONCURRENCY, async (demo) => {
      signal?.throwIfAborted(); // the job's time is up: draw no more
      const known = pictures[DEMO_PRODUCTS.indexOf(demo)]!;
      return (await hasStoredImage(this.deps.images, known.publicId))
        ? known
        : renderProductImage(this.deps.images, demo);
    });
  }
}
