import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_IDS } from '../../../../shared/categories';
import { productInputSchema } from '../../../../shared/product';
import { duplicateSku, variantsProblem } from '../../../../shared/product-variants';
import { parseYoutubeId } from '../../../../shared/youtube';
import { slugify } from '../../../lib/slugify';
import { DEMO_PRODUCTS, DRAWING_KINDS } from './demo-products';

const diagnosticSubIds =
  CATEGORIES.find((c) => c.id === 'diagnostictools')?.subCategories.map((s) => s.id) ?? [];

describe('DEMO_PRODUCTS', () => {
  it('puts each product in a delivery class that fits it: scanners parcels, jacks pallets, lifts and booths heavy', () => {
    const classOf = (name: string) => DEMO_PRODUCTS.find((p) => p.name.includes(name))?.deliveryClass;
    expect(classOf('XTOOL D9')).toBe('parcel');
    expect(classOf('Socket Set')).toBe('parcel');
    expect(classOf('Trolley Jack')).toBe('pallet');
    expect(classOf('Wheel Balancer')).toBe('pallet');
    expect(classOf('Two Post Lift')).toBe('heavy');
    expect(classOf('Spray Booth')).toBe('heavy');
    for (const product of DEMO_PRODUCTS)
      expect(['parcel', 'pallet', 'heavy']).toContain(product.deliveryClass);
  });

  it('has at least 44 products and at least 3 in every one of the 8 categories', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(44);
    expect(CATEGORY_IDS).toHaveLength(8);
    for (const id of CATEGORY_IDS) {
      expect(DEMO_PRODUCTS.filter((p) => p.category.includes(id)).length, id).toBeGreaterThanOrEqual(3);
    }
  });

  it('covers the 4 diagnostic sub-categories under diagnostictools', () => {
    expect(diagnosticSubIds.sort()).toEqual(['konwei', 'thinkcar', 'thinkdiag', 'xtool']);
    for (const sub of diagnosticSubIds) {
      const inSub = DEMO_PRODUCTS.filter((p) => p.subCategory?.includes(sub));
      expect(inSub.length, sub).toBeGreaterThanOrEqual(2);
      for (const product of inSub) {
        expect(product.category).toEqual(['diagnostictools']);
        expect(product.subCategory).toEqual([sub]);
      }
    }
  });

  it('passes the product input schema (with a placeholder image)', () => {
    for (const { id, rating, reviews, createdAt, drawing, ...input } of DEMO_PRODUCTS) {
      const parsed = productInputSchema.safeParse({
        ...input,
        image: '/media/x/800.webp',
        imagePublicId: 'x',
      });
      expect(parsed.error, id).toBeUndefined();
      expect(DRAWING_KINDS, id).toContain(drawing);
      expect(rating, id).toBeGreaterThanOrEqual(3.8);
      expect(rating, id).toBeLessThanOrEqual(5);
      expect(Number.isInteger(reviews) && reviews >= 0, id).toBe(true);
      expect(Number.isNaN(Date.parse(createdAt)), id).toBe(false);
    }
  });

  it('sells at least 5 products in variants, each with its own SKUs, prices and stocks (decision 052)', () => {
    const withVariants = DEMO_PRODUCTS.filter((product) => (product.variants ?? []).length > 0);
    expect(withVariants.length).toBeGreaterThanOrEqual(5);
    const skus = withVariants.flatMap((product) =>
      product.variants!.map((variant) => variant.sku.toLowerCase()),
    );
    expect(new Set(skus).size).toBe(skus.length);
    for (const product of withVariants) {
      const options = product.options ?? [];
      const variants = product.variants!;
      expect(variantsProblem(options, variants), product.id).toBeNull();
      expect(duplicateSku(variants), product.id).toBeNull();
      expect(new Set(variants.map((variant) => variant.price)).size, product.id).toBeGreaterThan(1);
      // The product's own price and stock are its variants' summary: lists, sorts and tests read them.
      expect(product.price, product.id).toBe(Math.min(...variants.map((variant) => variant.price)));
      expect(product.stockCount, product.id).toBe(
        variants.reduce((sum, variant) => sum + (variant.stockCount ?? 0), 0),
      );
    }
    const named = (text: string) => withVariants.find((product) => product.name.includes(text));
    expect(named('Two Post Lift')?.options).toEqual([
      { name: 'Capacity', values: ['4 t', '5 t'] },
      { name: 'Voltage', values: ['220 V', '380 V'] },
    ]);
    expect(named('Air Compressor')?.options?.map((option) => option.name)).toEqual(['Voltage', 'Tank']);
    expect(named('X431')?.options?.map((option) => option.values)).toEqual([
      ['Standard kit', 'Heavy-duty kit'],
    ]);
  });

  it('has unique kebab-case ids derived from the names', () => {
    const ids = DEMO_PRODUCTS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const product of DEMO_PRODUCTS) {
      expect(product.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(product.id).toBe(slugify(product.name));
    }
    expect(new Set(DEMO_PRODUCTS.map((p) => p.name.toLowerCase())).size).toBe(ids.length);
  });

  it('has strictly decreasing createdAt so newest-first ordering is deterministic', () => {
    const times = DEMO_PRODUCTS.map((p) => Date.parse(p.createdAt));
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeLessThan(times[i - 1] as number);
  });

  it('has YouTube video links with 11-character ids on some products', () => {
    const withVideos = DEMO_PRODUCTS.filter((p) => (p.videos ?? []).length > 0);
    expect(withVideos.length).toBeGreaterThanOrEqual(5);
    for (const product of withVideos) {
      expect(product.videos?.length).toBeLessThanOrEqual(2);
      for (const url of product.videos ?? []) expect(parseYoutubeId(url), url).toMatch(/^[A-Za-z0-9_-]{11}$/);
    }
  });

  it('has realistic prices, details and a mix of flags', () => {
    const prices = DEMO_PRODUCTS.map((p) => p.price);
    expect(Math.min(...prices)).toBeLessThan(100_000);
    expect(Math.max(...prices)).toBeGreaterThan(10_000_000);
    for (const product of DEMO_PRODUCTS) {
      if (product.originalPrice != null)
        expect(product.originalPrice, product.id).toBeGreaterThan(product.price);
      expect(product.features?.length, product.id).toBeGreaterThanOrEqual(3);
      expect(product.features?.length, product.id).toBeLessThanOrEqual(6);
      const specs = Object.keys(product.specifications ?? {}).length;
      expect(specs, product.id).toBeGreaterThanOrEqual(4);
      expect(specs, product.id).toBeLessThanOrEqual(8);
    }
    expect(DEMO_PRODUCTS.filter((p) => p.originalPrice != null).length).toBeGreaterThanOrEqual(4);
    expect(DEMO_PRODUCTS.filter((p) => p.featured).length).toBeGreaterThanOrEqual(5);
    expect(DEMO_PRODUCTS.filter((p) => p.priority != null).length).toBeGreaterThanOrEqual(4);
    expect(DEMO_PRODUCTS.filter((p) => p.stockCount === 0).length).toBeGreaterThanOrEqual(4);
    expect(DEMO_PRODUCTS.filter((p) => p.description.length > 120).length).toBeGreaterThanOrEqual(10);
    expect(
      DEMO_PRODUCTS.filter((p) => p.category.includes('accessories')).every((p) => p.brand === 'GaragePro'),
    ).toBe(true);
  });
});
