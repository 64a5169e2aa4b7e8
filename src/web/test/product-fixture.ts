import type { Product } from '../../shared/product';

/** A product as the admin API answers it, for the web tests. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    name: 'Two-post lift',
    brand: 'LiftCo',
    price: 1_250_000,
    originalPrice: null,
    installationFee: null,
    deliveryClass: 'heavy',
    image: '/media/abc123/800.webp',
    imagePublicId: 'abc123',
    images: ['abc123'],
    lowStockThreshold: 2,
    category: ['garagetools'],
    subCategory: [],
    stockCount: 3,
    inStock: true,
    rating: 5,
    reviews: 0,
    priority: null,
    featured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    description: 'Lifts cars.',
    features: [],
    specifications: {},
    videos: [],
    isActive: true,
    updatedAt: '2026-01-02T00:00:00.000Z',
    options: [],
    variants: [],
    ...overrides,
  };
}

/**
 * A lift with variants (decision 052): 4 t and 5 t in 380 V, 4 t in 220 V sold out; 5 t costs more and
 * has its own picture.
 */
export function variantProductFixture(overrides: Partial<Product> = {}): Product {
  const variant = (sku: string, capacity: string, voltage: string, price: number, stockCount: number) => ({
    id: `v-${sku}`,
    sku,
    options: { Capacity: capacity, Voltage: voltage },
    price,
    originalPrice: null,
    stockCount,
    inStock: stockCount > 0,
    installationFee: 100_000,
    lowStockThreshold: 1,
    image: null,
    imagePublicId: null,
    isActive: true,
  });
  return productFixture({
    id: 'lift-v',
    images: ['abc123', 'plate5'],
    options: [
      { name: 'Capacity', values: ['4 t', '5 t'] },
      { name: 'Voltage', values: ['220 V', '380 V'] },
    ],
    variants: [
      variant('LIFT-4T-220', '4 t', '220 V', 1_250_000, 0),
      variant('LIFT-4T-380', '4 t', '380 V', 1_250_000, 3),
      {
        ...variant('LIFT-5T-380', '5 t', '380 V', 1_400_000, 2),
        image: '/media/plate5/800.webp',
        imagePublicId: 'plate5',
      },
    ],
    stockCount: 5,
    ...overrides,
  });
}
