import { BODY_EQUIPMENT, SPRAY_BOOTHS } from './catalogue/booth-and-body';
import { DIAGNOSTIC_TOOLS } from './catalogue/diagnostics';
import { GARAGE_TOOLS } from './catalogue/garage';
import { LUBE_BAY, OTHER_MACHINERIES } from './catalogue/lube-and-machinery';
import { HAND_TOOLS, OUR_BRAND } from './catalogue/tools';
import { slugify } from '../../../lib/slugify';
import type { DemoProduct, DemoProductEntry } from './catalogue/types';

export type { DemoProduct } from './catalogue/types';
export { DRAWING_KINDS, type DrawingKind } from '../../media';

/** The newest demo product's creation time; each next one is an hour older. */
const NEWEST_AT = Date.UTC(2026, 9, 1, 9, 0, 0);
const HOUR_MS = 3_600_000;

const ENTRIES: DemoProductEntry[] = [
  ...GARAGE_TOOLS,
  ...DIAGNOSTIC_TOOLS,
  ...SPRAY_BOOTHS,
  ...BODY_EQUIPMENT,
  ...OUR_BRAND,
  ...HAND_TOOLS,
  ...LUBE_BAY,
  ...OTHER_MACHINERIES,
];

/**
 * Each family's delivery class (decision 039): what a courier carries is a parcel (scanners, hand tools),
 * what goes on a pallet a pallet (jacks, balancers, compressors), lifts, booths and frame benches heavy
 * machines.
 */
const DRAWING_CLASS: Record<DemoProduct['drawing'], 'parcel' | 'pallet' | 'heavy'> = {
  'two-post-lift': 'heavy',
  'four-post-lift': 'heavy',
  'scissor-lift': 'heavy',
  'spray-booth': 'heavy',
  'frame-machine': 'heavy',
  generator: 'heavy',
  compressor: 'pallet',
  'tyre-changer': 'pallet',
  'wheel-balancer': 'pallet',
  'engine-crane': 'pallet',
  'spot-welder': 'pallet',
  'pressure-washer': 'pallet',
  'oil-drainer': 'pallet',
  'hose-reel': 'pallet',
  'grease-pump': 'pallet',
  jack: 'pallet',
  'spray-gun': 'parcel',
  'dent-puller': 'parcel',
  'scanner-tablet': 'parcel',
  'code-reader': 'parcel',
  'battery-tester': 'parcel',
  'obd-dongle': 'parcel',
  toolbox: 'pallet',
  'torque-wrench': 'parcel',
  'socket-set': 'parcel',
  'screwdriver-set': 'parcel',
  'spanner-set': 'parcel',
  'impact-wrench': 'parcel',
};

/** The demo catalogue: seeded into an empty database and the source list of the admin sync tool. */
export const DEMO_PRODUCTS: DemoProduct[] = ENTRIES.map((entry, index) => ({
  id: slugify(entry.name),
  deliveryClass: DRAWING_CLASS[entry.drawing],
  ...entry,
  createdAt: new Date(NEWEST_AT - index * HOUR_MS).toISOString(),
}));
