import { CATEGORIES } from '../../../shared/categories';
import { formatPhone } from '../../../shared/phone';
import { logoParts, whatsappLink, type ShopIdentity } from '../../../shared/shop';
import { esc, icon, shopHref, STAR_SYMBOL } from './page-body-parts';

/**
 * The frame of a page the server writes: the web's root layout (skip link, contact banner, header, main,
 * footer) with the same heights, so the app draws its own over it without a jump. Without a script, the
 * phone's menu is a <details> element, which opens by itself.
 */

const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/shop', label: 'Shop' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
] as const;

const whatsapp = (phone: string) =>
  `<a href="${esc(whatsappLink(phone))}" target="_blank" rel="noopener noreferrer" class="inline-flex min-h-11 items-center gap-1.5 font-semibold underline-offset-2 hover:underline focus-visible:outline-zinc-950">${icon('message', 'size-4')}<span class="sr-only">WhatsApp </span>${esc(formatPhone(phone))}</a>`;

function contactBanner(shop: ShopIdentity): string {
  const phones = shop.chatPhones.map((phone) => `<li>${whatsapp(phone)}</li>`).join('');
  return (
    '<aside aria-label="Chat phone numbers" class="bg-amber-500 text-zinc-950 print:hidden">' +
    '<div class="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-0 px-4 py-0 text-xs font-medium sm:justify-between sm:gap-x-4 sm:py-1 sm:text-sm">' +
    `<p class="hidden sm:block">Chat with us on WhatsApp:</p><ul class="flex flex-wrap items-center justify-center gap-x-3 sm:gap-x-4">${phones}</ul>` +
    '</div></aside>'
  );
}

function logo(name: string): string {
  const [lead, accent] = logoParts(name);
  return (
    `<a href="/" class="flex min-h-11 min-w-0 items-center gap-2 rounded-md" aria-label="${esc(name)} home">` +
    `<span class="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-500 text-zinc-950">${icon('wrench', 'size-5')}</span>` +
    `<span class="truncate text-xl font-extrabold tracking-tight text-white">${esc(lead)}<span class="text-amber-400">${esc(accent)}</span></span></a>`
  );
}

function navLink(href: string, label: string, current: boolean, className: string): string {
  return `<a href="${href}"${current ? ' aria-current="page"' : ''} class="${className} ${current ? 'text-amber-400' : 'text-zinc-200'}">${esc(label)}</a>`;
}

function header(currentPath: string, shop: ShopIdentity): string {
  const wide = NAV_LINKS.map((link) =>
    navLink(
      link.href,
      link.label,
      link.href === currentPath,
      'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold hover:text-amber-300',
    ),
  ).join('');
  const item = 'flex min-h-11 items-center rounded-md px-3 font-semibold hover:bg-zinc-800';
  const narrow = NAV_LINKS.map(
    (link) => `<li>${navLink(link.href, link.label, link.href === currentPath, item)}</li>`,
  ).join('');
  const categories = CATEGORIES.map(
    (category) =>
      `<li><a href="${esc(shopHref({ category: category.id }))}" class="${item} font-medium text-zinc-200">${esc(category.name)}</a></li>`,
  ).join('');
  return (
    '<header class="relative z-30 lg:sticky lg:top-0 border-b border-zinc-800 bg-zinc-950/95 backdrop-blur print:hidden">' +
    '<div class="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 xl:flex-nowrap">' +
    `<div class="flex h-16 max-w-[calc(100%-7rem)] min-w-0 items-center">${logo(shop.name)}</div>` +
    `<nav aria-label="Main" class="hidden items-center gap-1 lg:flex">${wide}</nav>` +
    headerSearch() +
    '<div class="ml-auto flex h-16 items-center gap-2 xl:ml-0">' +
    // The app's menu button, as a disclosure that needs no script; its list drops below the header.
    '<details class="lg:hidden">' +
    `<summary aria-label="Menu" class="inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-zinc-100 hover:bg-zinc-800">${icon('menu', 'size-6')}</summary>` +
    '<nav aria-label="Mobile" class="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-b border-zinc-800 bg-zinc-950 px-4 py-3">' +
    `<ul class="grid gap-1">${narrow}</ul>` +
    '<p class="mt-4 px-3 text-xs font-semibold tracking-widest text-zinc-400 uppercase">Categories</p>' +
    `<ul class="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">${categories}</ul>` +
    '</nav></details>' +
    '</div></div></header>'
  );
}

/** The header's search box (the app's suggests as one types): here a plain form that opens the shop. */
function headerSearch(): string {
  return (
    '<form role="search" aria-label="Site search" method="get" action="/shop" class="relative order-last w-full pb-3 xl:order-none xl:max-w-md xl:min-w-40 xl:flex-1 xl:pb-0">' +
    icon('search', 'pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400') +
    '<input type="search" name="q" enterkeyhint="search" aria-label="Search the shop" placeholder="Search lifts, scanners, brands..." autocomplete="off" spellcheck="false" maxlength="200" class="min-h-11 w-full rounded-md border border-zinc-600 bg-zinc-900 py-2 pr-3 pl-9 text-base text-zinc-100 placeholder:text-zinc-400 focus-visible:border-amber-400">' +
    '</form>'
  );
}

/** The footer's contact details and business hours, as the app's footer shows them; blank ones left out. */
function footer(shop: ShopIdentity): string {
  const link = 'inline-flex min-h-11 items-center text-zinc-300 hover:text-amber-300 sm:min-h-9';
  const phones = shop.chatPhones
    .map(
      (phone) =>
        `<li><a href="${esc(whatsappLink(phone))}" target="_blank" rel="noopener noreferrer" class="${link} gap-2">${icon('message', 'size-4 text-amber-400')}<span class="sr-only">WhatsApp </span>${esc(formatPhone(phone))}</a></li>`,
    )
    .join('');
  const email = shop.email
    ? `<li><a href="mailto:${esc(shop.email)}" class="${link} gap-2">${esc(shop.email)}</a></li>`
    : '';
  const address = shop.address ? `<li class="flex gap-2 py-2">${esc(shop.address)}</li>` : '';
  const hours = shop.hours
    .map(
      (row) =>
        `<div class="contents"><dt class="font-medium text-zinc-200">${esc(row.days)}</dt><dd>${esc(row.hours)}</dd></div>`,
    )
    .join('');
  return (
    '<footer class="mt-16 border-t border-zinc-800 bg-zinc-900 print:hidden">' +
    '<div class="mx-auto max-w-7xl px-4 py-12">' +
    '<h2 class="text-sm font-bold tracking-widest text-white uppercase">Contact Us</h2>' +
    `<ul class="mt-3 flex flex-wrap gap-x-6 text-sm text-zinc-300">${phones}${email}${address}</ul>` +
    '<h3 class="mt-6 text-sm font-bold text-white">Business Hours</h3>' +
    `<dl class="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-zinc-300">${hours}</dl>` +
    '</div><div class="border-t border-zinc-800">' +
    `<p class="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-zinc-400">&copy; ${new Date().getFullYear()} ${esc(shop.name)}. All rights reserved.</p>` +
    '</div></footer>'
  );
}

/** A page's content inside the shop's frame; `currentPath` marks its link in the header. */
export function pageFrame(main: string, currentPath: string, shop: ShopIdentity): string {
  return (
    '<div class="flex min-h-dvh flex-col">' +
    STAR_SYMBOL +
    '<a href="#main" class="sr-only z-50 rounded-md bg-amber-500 px-4 py-3 font-semibold text-zinc-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">Skip to content</a>' +
    contactBanner(shop) +
    header(currentPath, shop) +
    `<main id="main" tabindex="-1" class="flex-1 focus:outline-none">${main}</main>` +
    footer(shop) +
    '</div>'
  );
}
