/**
 * The shop's long list: two cards per row from the narrowest phone (360 px), three from md, two again
 * beside the lg sidebar, three from xl; and the width each picture is drawn at.
 */
export const SHOP_GRID_COLUMNS = 'grid-cols-2 md:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3';
/** A shop card's list item; `shop-grid-item` (styles.css) spares the phone laying out cards off screen. */
export const SHOP_GRID_ITEM = 'shop-grid-item flex';
export const SHOP_GRID_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 34vw, (min-width: 768px) 33vw, 50vw';

/**
 * Columns of a short product grid (featured products, related products) by width, chosen from the
 * number of cards so that the last row never holds one card alone: a phone shows two columns, like the
 * shop, the first card across both when the count is odd; from the sm width (640 px) 2 or else 3; from
 * the lg width (1024 px) 3, else 4, else 2. When neither 2 nor 3 columns fit at sm (7 cards), the grid
 * keeps 2 columns and the first card spans both (a wide card, picture beside the text), leaving an even
 * number below it. Covers up to 12 cards.
 */
export interface GridColumns {
  base: number;
  sm: number;
  lg: number;
  /** The first card spans the two columns of a phone. */
  leadAtBase: boolean;
  /** The first card spans two columns from sm to lg. */
  leadAtSm: boolean;
}

const SM_CHOICES = [2, 3] as const;
const LG_CHOICES = [3, 4, 2] as const;

/** The first choice that neither exceeds the count nor leaves one card alone in the last row. */
function firstFit(count: number, choices: readonly number[]): number | undefined {
  return choices.find((columns) => columns <= count && count % columns !== 1);
}

export function gridColumns(count: number): GridColumns {
  if (count <= 1) return { base: 1, sm: 1, lg: 1, leadAtBase: false, leadAtSm: false };
  const lg = firstFit(count, LG_CHOICES) ?? LG_CHOICES[0];
  const sm = firstFit(count, SM_CHOICES);
  const leadAtBase = count % 2 === 1;
  return sm === undefined
    ? { base: 2, sm: 2, lg, leadAtBase, leadAtSm: true }
    : { base: 2, sm, lg, leadAtBase, leadAtSm: false };
}

// Whole class names, so Tailwind finds them in the source.
const SM_CLASSES: Record<number, string> = { 1: 'sm:grid-cols-1', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' };
const LG_CLASSES: Record<number, string> = {
  1: 'lg:grid-cols-1',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
};

/** Widest content of a page (max-w-7xl less its padding) and the gap between cards from sm up. */
const CONTENT_WIDTH = 1248;
const GAP = 24;

/** The `sizes` of a card's picture in a grid of these columns (the wide first card at sm: 240 px). */
function pictureSizes(phone: '50vw' | '100vw', sm: number | 'lead', lg: number): string {
  const desktop = Math.round((CONTENT_WIDTH - GAP * (lg - 1)) / lg);
  const tablet = sm === 'lead' ? '240px' : `${Math.round(100 / sm)}vw`;
  return `(min-width: 1280px) ${desktop}px, (min-width: 1024px) ${Math.round(100 / lg)}vw, (min-width: 640px) ${tablet}, ${phone}`;
}

export interface GridColumnClasses {
  /** Column classes of the list. */
  list: string;
  /** Column span classes of the first card's item ('' when it takes one place). */
  leadItem: string;
  /** Whether the first card is the wide one from sm to lg (picture beside the text). */
  lead: boolean;
  /** The `sizes` of the pictures, and of the first card's picture. */
  sizes: string;
  leadSizes: string;
}

/** The grid's column classes and picture sizes. A single card stays card-sized. */
export function gridColumnClasses(count: number): GridColumnClasses {
  if (count <= 1) return { list: 'max-w-sm', leadItem: '', lead: false, sizes: '384px', leadSizes: '384px' };
  const plan = gridColumns(count);
  const spans = [
    plan.leadAtBase && 'col-span-2',
    plan.leadAtSm ? !plan.leadAtBase && 'sm:col-span-2' : plan.leadAtBase && 'sm:col-span-1',
    plan.leadAtSm && 'lg:col-span-1',
  ];
  return {
    list: `grid-cols-2 ${SM_CLASSES[plan.sm]} ${LG_CLASSES[plan.lg]}`,
    leadItem: spans.filter(Boolean).join(' '),
    lead: plan.leadAtSm,
    sizes: pictureSizes('50vw', plan.sm, plan.lg),
    leadSizes: pictureSizes(plan.leadAtBase ? '100vw' : '50vw', plan.leadAtSm ? 'lead' : plan.sm, plan.lg),
  };
}
