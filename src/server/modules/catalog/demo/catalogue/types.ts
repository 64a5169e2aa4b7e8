import type { ProductInput } from '../../../../../shared/product';

/** Which picture is drawn for a product: one kind per product family. */
export const DRAWING_KINDS = [
  'two-post-lift',
  'four-post-lift',
  'scissor-lift',
  'spray-booth',
  'spray-gun',
  'frame-machine',
  'spot-welder',
  'dent-puller',
  'tyre-changer',
  'wheel-balancer',
  'jack',
  'engine-crane',
  'compressor',
  'generator',
  'pressure-washer',
  'scanner-tablet',
  'code-reader',
  'battery-tester',
  'obd-dongle',
  'toolbox',
  'torque-wrench',
  'socket-set',
  'screwdriver-set',
  'spanner-set',
  'impact-wrench',
  'oil-drainer',
  'grease-pump',
  'hose-reel',
] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

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
