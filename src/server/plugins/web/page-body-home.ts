import { CATEGORIES } from '../../../shared/categories';
import { FEATURED_LIMIT } from '../../../shared/catalogue';
import { HERO_SLIDES } from '../../../shared/hero-slides';
import type { ProductCard } from '../../../shared/product';
import { SHOP, type ShopIdentity } from '../../../shared/shop';
import { buttonClass, esc, productGrid, shopHref } from './page-body-parts';

/** The hero's first slide, as the carousel draws it before it moves (the home page's largest text). */
function hero(): string {
  const slide = HERO_SLIDES[0]!;
  return (
    '<section aria-label="Highlights" class="relative overflow-hidden border-b border-zinc-800 bg-zinc-900">' +
    '<div class="grid"><div class="bg-gradient-to-br to-zinc-950 to-70% [grid-area:1/1] from-amber-600/30">' +
    '<div class="mx-auto flex max-w-7xl items-center gap-8 px-4 pt-12 pb-24 sm:px-16 sm:py-20 lg:py-28"><div class="max-w-2xl">' +
    `<p class="text-sm font-semibold tracking-widest text-amber-400 uppercase">${esc(slide.eyebrow)}</p>` +
    `<h2 class="mt-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl">${esc(slide.title)}</h2>` +
    `<p class="mt-4 text-lg text-zinc-300">${esc(slide.text)}</p>` +
    '<div class="mt-8 flex flex-wrap gap-3">' +
    `<a href="${esc(slide.cta.to)}" class="${buttonClass('primary', 'lg')}">${esc(slide.cta.label)}</a>` +
    `<a href="/contact" class="${buttonClass('outline', 'lg')}">Talk to an Expert</a>` +
    '</div></div></div></div></div></section>'
  );
}

function sectionHeading(id: string, title: string, text: string): string {
  return (
    `<div class="mb-8 max-w-2xl"><h2 id="${id}" class="text-2xl font-bold tracking-tight text-white sm:text-3xl">${esc(title)}</h2>` +
    `<p class="mt-2 text-zinc-300">${esc(text)}</p></div>`
  );
}

function featured(cards: readonly ProductCard[]): string {
  if (cards.length === 0) return '';
  return (
    '<section aria-labelledby="home-featured" class="mx-auto max-w-7xl px-4 py-16">' +
    '<div class="flex flex-wrap items-end justify-between gap-4">' +
    sectionHeading(
      'home-featured',
      'Featured Products',
      'Hand-picked equipment trusted by workshops across Nigeria.',
    ) +
    `<a href="/shop" class="${buttonClass('outline')} mb-8">View All Products</a></div>` +
    productGrid(cards.slice(0, FEATURED_LIMIT), { kind: 'short', label: 'Featured products' }) +
    '</section>'
  );
}

function categoryGrid(): string {
  const items = CATEGORIES.map(
    (category) =>
      `<li><a href="${esc(shopHref({ category: category.id }))}" class="flex h-full flex-col gap-3 rounded-xl border border-zinc-800 bg-zinc-900 p-5 transition-colors hover:border-amber-500">` +
      `<span class="text-lg font-semibold text-white">${esc(category.name)}</span>` +
      `<span class="text-sm text-zinc-300">${esc(category.description)}</span></a></li>`,
  ).join('');
  return (
    '<section aria-labelledby="home-categories" class="mx-auto max-w-7xl px-4 py-16">' +
    sectionHeading('home-categories', 'Shop by Category', 'Everything a modern workshop needs.') +
    `<ul class="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">${items}</ul></section>`
  );
}

/** The home page: the hero's first slide, the featured products (at most 9) and the categories. */
export function homeBody(featuredCards: readonly ProductCard[], shop: ShopIdentity): string {
  return (
    `<h1 class="sr-only">${esc(shop.name)} - ${esc(SHOP.tagline)}</h1>` +
    hero() +
    featured(featuredCards) +
    categoryGrid()
  );
}
