import { fileURLToPath } from 'node:url';
import type { FixtureProduct } from '../../src/server/test/fixtures';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The PostgreSQL server the suite makes its databases on (SCALE_PG_SERVER overrides). */
export const PG_SERVER = (process.env.SCALE_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/$/,
  '',
);
export const TEMPLATE_PREFIX = 'shop_scale_';
/** The one origin every process is configured with (PUBLIC_URL), as behind a load balancer. */
export const PUBLIC_URL = 'http://shop.scale.test';
/** Shared by every process, as the README asks. */
export const AUTH_SECRET = 'scale-suite-secret-scale-suite-secret-0123456789';

/** Plenty of stock, except the scarce one S2 fights over. */
export const FIXTURE_PRODUCTS: FixtureProduct[] = [
  { id: 'scale-lift', name: 'Two Post Lift 4 Ton', price: 1_850_000, stockCount: 100_000 },
  { id: 'scale-scanner', name: 'Diagnostic Scanner Pro', price: 420_000, stockCount: 100_000 },
  { id: 'scale-jack', name: 'Trolley Jack 3 Ton', price: 95_000, stockCount: 100_000 },
  { id: 'scale-press', name: 'Hydraulic Press 20 Ton', price: 850_000, stockCount: 100_000 },
  { id: 'scale-last-unit', name: 'Wheel Balancer Last Unit', price: 640_000, stockCount: 1 },
];

/**
 * A product with variants (decision 052): plenty of the 4 t, one unit of the 5 t, which S2's variant race
 * fights over. Kept out of FIXTURE_PRODUCTS: an order of it must name a variant.
 */
export const VARIANT_PRODUCT = {
  product: {
    id: 'scale-variant-lift',
    name: 'Two Post Lift In Two Capacities',
    price: 1_900_000,
    stockCount: 100_001,
  },
  option: { name: 'Capacity', values: ['4 t', '5 t'] },
  variants: [
    {
      id: 'scale-variant-4t',
      sku: 'SCL-LIFT-4T',
      capacity: '4 t',
      priceKobo: 190_000_000,
      stockCount: 100_000,
    },
    { id: 'scale-variant-5t', sku: 'SCL-LIFT-5T', capacity: '5 t', priceKobo: 210_000_000, stockCount: 1 },
  ],
};
