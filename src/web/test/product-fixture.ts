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
