import {
  ADMIN_MESSAGES,
  type AdminProductListQuery,
  type AdminProductListResponse,
  type ProductChange,
  type ProductChangeAction,
} from '../../../shared/admin-catalogue';
import { CATEGORIES } from '../../../shared/categories';
import { DELIVERY_MESSAGES } from '../../../shared/delivery';
import { AppError, validationError } from '../../../shared/errors';
import { nairaToKobo } from '../../../shared/money';
import {
  subCategoryProblem,
  type Product,
  type ProductInputData,
  type ProductUpdateData,
} from '../../../shared/product';
import { VARIANT_MESSAGES, skuKey } from '../../../shared/product-variants';
import type { NewProductRow, ProductRow, ProductVariantRow } from '../../db/schema';
import type { CatalogRepository } from './catalog.repository';
import { toProductChange, type Actor } from './product-changes';
import { toProduct } from './product-mapper';
import { newPictures, pictureColumns, picturesAfter, rowPictures } from './product-pictures';
import {
  checkVariants,
  optionColumns,
  plannedVariants,
  replaceVariants,
  updateVariants,
  writeVariantSummary,
  type FieldPermissions,
} from './product-variants';
import { insertWithFreeId, record } from './product-writes';

const EVERY_FIELD: FieldPermissions = { price: true, stock: true };

export const HISTORY_LIMIT = 200;

export interface CatalogAdminDependencies {
  repository: CatalogRepository;
  /** Whether every file of an uploaded picture is stored. */
  imageExists: (publicId: string) => Promise<boolean>;
  /** Tells every server process the catalogue changed (drops in-memory copies). */
  catalogueChanged: () => Promise<void>;
}

/** The fields of a product row an admin's input sets (create, or the fields an update sent), pictures aside. */
export function rowFields(input: Partial<ProductInputData>): Partial<NewProductRow> {
  const set: Partial<NewProductRow> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.brand !== undefined) set.brand = input.brand;
  if (input.price !== undefined) set.priceKobo = nairaToKobo(input.price);
  if (input.originalPrice !== undefined)
    set.originalPriceKobo = input.originalPrice === null ? null : nairaToKobo(input.originalPrice);
  if (input.installationFee !== undefined)
    set.installationFeeKobo = input.installationFee === null ? null : nairaToKobo(input.installationFee);
  if (input.deliveryClass !== undefined) set.deliveryClass = input.deliveryClass;
  if (input.description !== undefined) set.description = input.description;
  if (input.category !== undefined) set.category = input.category;
  if (input.subCategory !== undefined) set.subCategory = input.subCategory;
  if (input.stockCount !== undefined) {
    set.stockCount = input.stockCount;
    set.inStock = input.stockCount > 0;
  }
  if (input.lowStockThreshold !== undefined) set.lowStockThreshold = input.lowStockThreshold;
  if (input.features !== undefined) set.features = input.features;
  if (input.specifications !== undefined) set.specifications = input.specifications;
  if (input.videos !== undefined) set.videos = input.videos;
  if (input.priority !== undefined) set.priority = input.priority;
  if (input.featured !== undefined) set.featured = input.featured;
  return set;
}

/** Sub-categories whose parent category is no longer selected. */
export function withoutOrphans(category: string[], subCategory: string[]): string[] {
  return subCategory.filter((id) => {
    const parent = CATEGORIES.find((entry) => entry.subCategories.some((sub) => sub.id === id));
    return !parent || category.includes(parent.id);
  });
}

/**
 * The admin's catalogue writes. Each one runs in a transaction with its history record, then tells
 * every server process the catalogue changed, so the shop shows it at once.
 */
export class CatalogAdminService {
  constructor(private readonly deps: CatalogAdminDependencies) {}

  private get repository(): CatalogRepository {
    return this.deps.repository;
  }

  async list(query: AdminProductListQuery): Promise<AdminProductListResponse> {
    const { rows, total } = await this.repository.listAll(query);
    const variants = await this.repository.variants.ofProducts(rows.map((row) => row.id));
    return { products: rows.map((row) => toProduct(row, variants.get(row.id))), total };
  }

  async get(id: string): Promise<Product> {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.productNotFound);
    return toProduct(row, await this.repository.variants.ofProduct(id));
  }

  async history(id: string): Promise<ProductChange[]> {
    await this.get(id);
    return (await this.repository.history(id, HISTORY_LIMIT)).map(toProductChange);
  }

  /** A new product: rating 5, no reviews, active, in stock when its stock is above 0. */
  async create(input: ProductInputData, actor: Actor): Promise<Product> {
    await this.checkDeliveryClass(input.deliveryClass);
    const pictures = newPictures(input);
    await this.checkPictures(input, pictures, []);
    const subCategory = input.subCategory ?? [];
    const problem = subCategoryProblem(input.category, subCategory);
    if (problem) throw validationError('subCategory', problem);
    const options = input.options ?? [];
    const variants = input.variants ?? [];
    checkVariants(options, variants, pictures);
    const now = new Date();
    const fields = {
      ...rowFields({ ...input, subCategory }),
      ...pictureColumns(pictures),
      options: optionColumns(options),
    } as Omit<NewProductRow, 'id'>;
    const written = await this.repository.inTransaction(async (repository) => {
      const inserted = await insertWithFreeId(repository, {
        ...fields,
        rating: 5,
        reviews: 0,
        isActive: true,
        createdAt: now,
        updatedAt: now,
      });
      await replaceVariants(repository, inserted.id, plannedVariants(inserted.id, [], variants, now));
      // A product with variants shows their summary (decision 052).
      const row = (await writeVariantSummary(repository, inserted.id)) ?? inserted;
      const written = await repository.variants.ofProduct(row.id);
      await record(repository, 'create', actor, null, row, { before: [], after: written });
      return { row, variants: written };
    });
    return this.changed(written);
  }

  /**
   * Changes the fields that were sent; the rest stay as they are. inStock follows stockCount. `images`
   * replaces the pictures; `imagePublicId` alone replaces the main one and keeps the others.
   */
  async update(
    id: string,
    input: ProductUpdateData,
    actor: Actor,
    allowed: FieldPermissions = EVERY_FIELD,
  ): Promise<Product> {
    await this.checkDeliveryClass(input.deliveryClass);
    const stored = await this.repository.findById(id);
    if (stored) {
      const pictures = picturesAfter(input, rowPictures(stored));
      if (pictures) await this.checkPictures(input, pictures, rowPictures(stored));
    }
    return this.write(
      id,
      'update',
      actor,
      (current) => {
        const category = input.category ?? current.category;
        // Removing a category removes its sub-categories, unless the update says which to keep.
        const subCategory = input.subCategory ?? withoutOrphans(category, current.subCategory);
        const problem = subCategoryProblem(category, subCategory);
        if (problem) throw validationError('subCategory', problem);
        // Worked out again from the locked row: another write may have changed the pictures meanwhile.
        const after = picturesAfter(input, rowPictures(current));
        return {
          ...rowFields(input),
          ...(after ? pictureColumns(after) : {}),
          ...(input.options ? { options: optionColumns(input.options) } : {}),
          subCategory,
        };
      },
      (repository, updated) => updateVariants(repository, updated, input, allowed),
    );
  }

  /** Soft delete: the product leaves the shop and stays in the admin list, ready to restore. */
  remove(id: string, actor: Actor): Promise<Product> {
    return this.write(id, 'delete', actor, () => ({ isActive: false }));
  }

  restore(id: string, actor: Actor): Promise<Product> {
    return this.write(id, 'restore', actor, () => ({ isActive: true }));
  }

  /**
   * The stock form. A product with variants keeps its stock per variant (its row's stock is their sum):
   * the form names the variant by its SKU, and only that variant's stock is written, under the product's
   * lock, then the summary (so a stale list on screen never overwrites the other variants' stock).
   */
  setStock(id: string, stockCount: number, actor: Actor, sku?: string): Promise<Product> {
    return this.write(
      id,
      'stock',
      actor,
      (current) => {
        if (current.options.length === 0) {
          if (sku !== undefined) throw validationError('sku', VARIANT_MESSAGES.simpleStock);
          return { stockCount, inStock: stockCount > 0 };
        }
        if (sku === undefined) throw validationError('stockCount', VARIANT_MESSAGES.stockPerVariant);
        return {};
      },
      async (repository, updated) => {
        if (sku === undefined) return updated;
        const variant = (await repository.variants.ofProduct(id)).find(
          (entry) => skuKey(entry.sku) === skuKey(sku),
        );
        if (!variant) throw validationError('sku', VARIANT_MESSAGES.unknownSku(sku));
        await repository.variants.update(variant.id, { stockCount, updatedAt: new Date() });
        return (await writeVariantSummary(repository, id))!;
      },
    );
  }

  /**
   * Locks the product, applies the change `build` returns and records what changed, in one
   * transaction. A change that changes nothing is not recorded.
   */
  private async write(
    id: string,
    action: ProductChangeAction,
    actor: Actor,
    build: (current: ProductRow) => Partial<NewProductRow>,
    then: (repository: CatalogRepository, updated: ProductRow) => Promise<ProductRow> = async (_, updated) =>
      updated,
  ): Promise<Product> {
    const written = await this.repository.inTransaction(async (repository) => {
      const current = await repository.lockById(id);
      if (!current) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.productNotFound);
      const before = await repository.variants.ofProduct(id);
      const updated = await then(
        repository,
        await repository.update(id, { ...build(current), updatedAt: new Date() }),
      );
      const variants = await repository.variants.ofProduct(id);
      await record(repository, action, actor, current, updated, { before, after: variants });
      return { row: updated, variants };
    });
    return this.changed(written);
  }

  /** Drops every in-memory catalogue (here and in other server processes) after a write. */
  private async changed({
    row,
    variants,
  }: {
    row: ProductRow;
    variants: ProductVariantRow[];
  }): Promise<Product> {
    await this.deps.catalogueChanged();
    return toProduct(row, variants);
  }

  /**
   * Every picture the product does not have yet must be stored (uploaded, or drawn by the demo
   * catalogue). The refusal names the field the picture was sent in.
   */
  /** A delivery class the settings do not list is refused (400), before anything is written. */
  private async checkDeliveryClass(classId: string | undefined): Promise<void> {
    if (classId !== undefined && !(await this.repository.deliveryClassIds()).includes(classId))
      throw validationError('deliveryClass', DELIVERY_MESSAGES.unknownClass);
  }

  private async checkPictures(
    input: { images?: string[] | undefined },
    pictures: readonly string[],
    known: readonly string[],
  ): Promise<void> {
    for (const [index, publicId] of pictures.entries()) {
      if (known.includes(publicId) || (await this.deps.imageExists(publicId))) continue;
      throw validationError(input.images ? `images.${index}` : 'imagePublicId', ADMIN_MESSAGES.imageMissing);
    }
  }
}
