import type { ProductInput } from '../../../../../shared/product';
import type { DrawingKind } from '../../../media';

/** A demo product: plain data, also the source list of the admin sync tool. */
export type DemoProduct = Omit<ProductInput, 'image' | 'imagePublicId' | 'category' | 'subCategory'> & {
  /** Stable kebab-case slug of the name. */
  id: string;
  category: string[];
  subCategory?: string[];
  rating: number;
  reviews: number;
  /** ISO date; spread so newest-first ordering is deterministic. */
  createdAt: string;
  drawing: DrawingKind;
};

/** What the catalogue files write; id and createdAt are derived when the list is joined. */
export type DemoProductEntry = Omit<DemoProduct, 'id' | 'createdAt'>;
