import {
  ADMIN_MESSAGES,
  type AdminProductListQuery,
  type AdminProductListResponse,
  type ProductChange,
  type ProductChangeAction,
} from '../../../shared/admin-catalogue';
import { CATEGORIES } from '../../../shared/categories';
import { AppError, validationError } from '../../../shared/errors';
import { imageUrl } from '../../../shared/images';
import { nairaToKobo } from '../../../shared/money';
import {
  subCategoryProblem,
  type Product,
  type ProductInputData,
  type ProductUpdateData,
} from '../../../shared/product';
import type { NewProductRow, ProductRow } from '../../db/schema';
import type { CatalogRepository } from './catalog.repository';
import { toProductChange, type Actor } from './product-changes';
import { toProduct } from './product-mapper';
import { insertWithFreeId, record } from './product-writes';

export const HISTORY_LIMIT = 200;

export interface CatalogAdminDependencies {
  repository: CatalogRepository;
  /** Whether every file of an uploaded picture is stored. */
  imageExists: (publicId: string) => Promise<boolean>;
  /** Tells every server process the catalogue changed (drops in-memory copies). */
  catalogueChanged: () => Promise<void>;
}

/** The fields of a product row an admin's input sets (create, or the fields an update sent). */
export function rowFields(input: Partial<ProductInputData>): Partial<NewProductRow> {
  const set: Partial<NewProductRow> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.brand !== undefined) set.brand = input.brand;
  if (input.price !== undefined) set.priceKobo = nairaToKobo(input.price);
  if (input.originalPrice !== undefined)
    set.originalPriceKobo = input.originalPrice === null ? null : nairaToKobo(input.originalPrice);
  if (input.installationFee !== undefined)
    set.installationFeeKobo = input.installationFee === null ? null : nairaToKobo(input.installationFee);
  if (input.description !== undefined) set.description = input.description;
  if (input.imagePublicId !== undefined) {
    set.imagePublicId = input.imagePublicId;
    set.image = imageUrl(input.imagePublicId);
  }
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
    return { products: rows.map(toProduct), total };
  }

  async get(id: string): Promise<Product> {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.productNotFound);
    return toProduct(row);
  }

  async history(id: string): Promise<ProductChange[]> {
    await this.get(id);
    return (await this.repository.history(id, HISTORY_LIMIT)).map(toProductChange);
  }

  /** A new product: rating 5, no reviews, active, in stock when its stock is above 0. */
  async create(input: ProductInputData, actor: Actor): Promise<Product> {
    await this.checkImage(input.imagePublicId);
    const subCategory = input.subCategory ?? [];
    const problem = subCategoryProblem(input.category, subCategory);
    if (problem) throw validationError('subCategory', problem);
    const now = new Date();
    const fields = rowFields({ ...input, subCategory }) as Omit<NewProductRow, 'id'>;
    const row = await this.repository.inTransaction(async (repository) => {
      const inserted = await insertWithFreeId(repository, {
        ...fields,
        rating: 5,
        reviews: 0,
        isActive: true,
        createdAt: now,
        updatedAt: now,
      });
      await record(repository, 'create', actor, null, inserted);
      return inserted;
    });
    return this.changed(row);
  }

  /** Changes the fields that were sent; the rest stay as they are. inStock follows stockCount. */
  async update(id: string, input: ProductUpdateData, actor: Actor): Promise<Product> {
    if (input.imagePublicId !== undefined) {
      const current = await this.repository.findById(id);
      if (current && current.imagePublicId !== input.imagePublicId)
        await this.checkImage(input.imagePublicId);
    }
    return this.write(id, 'update', actor, (current) => {
      const category = input.category ?? current.category;
      // Removing a category removes its sub-categories, unless the update says which to keep.
      const subCategory = input.subCategory ?? withoutOrphans(category, current.subCategory);
      const problem = subCategoryProblem(category, subCategory);
      if (problem) throw validationError('subCategory', problem);
      return { ...rowFields(input), subCategory };
    });
  }

  /** Soft delete: the product leaves the shop and stays in the admin list, ready to restore. */
  remove(id: string, actor: Actor): Promise<Product> {
    return this.write(id, 'delete', actor, () => ({ isActive: false }));
  }

  restore(id: string, actor: Actor): Promise<Product> {
    return this.write(id, 'restore', actor, () => ({ isActive: true }));
  }

  setStock(id: string, stockCount: number, actor: Actor): Promise<Product> {
    return this.write(id, 'stock', actor, () => ({ stockCount, inStock: stockCount > 0 }));
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
  ): Promise<Product> {
    const row = await this.repository.inTransaction(async (repository) => {
      const current = await repository.lockById(id);
      if (!current) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.productNotFound);
      const updated = await repository.update(id, { ...build(current), updatedAt: new Date() });
      await record(repository, action, actor, current, updated);
      return updated;
    });
    return this.changed(row);
  }

  /** Drops every in-memory catalogue (here and in other server processes) after a write. */
  private async changed(row: ProductRow): Promise<Product> {
    await this.deps.catalogueChanged();
    return toProduct(row);
  }

  private async checkImage(publicId: string): Promise<void> {
    if (!(await this.deps.imageExists(publicId)))
      throw validationError('imagePublicId', ADMIN_MESSAGES.imageMissing);
  }
}
