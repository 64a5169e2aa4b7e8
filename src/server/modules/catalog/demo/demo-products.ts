import { BODY_EQUIPMENT, SPRAY_BOOTHS } from './catalogue/booth-and-body';
import { DIAGNOSTIC_TOOLS } from './catalogue/diagnostics';
import { GARAGE_TOOLS } from './catalogue/garage';
import { LUBE_BAY, OTHER_MACHINERIES } from './catalogue/lube-and-machinery';
import { HAND_TOOLS, OUR_BRAND } from './catalogue/tools';
import { slugify } from '../../../lib/slugify';
import type { DemoProduct, DemoProductEntry } from './catalogue/types';

export type { DemoProduct, DrawingKind } from './catalogue/types';
export { DRAWING_KINDS } from './catalogue/types';

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

/** The demo catalogue: seeded into an empty database and the source list of the admin sync tool. */
export const DEMO_PRODUCTS: DemoProduct[] = ENTRIES.map((entry, index) => ({
  id: slugify(entry.name),
  ...entry,
  createdAt: new Date(NEWEST_AT - index * HOUR_MS).toISOString(),
}));
