import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeMarkup } from '../../lib/escape-markup';
import { formatPhone } from '../../../shared/phone';
import { logoParts, SHOP_IDENTITY_ELEMENT_ID, whatsappLink, type ShopIdentity } from '../../../shared/shop';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the preview picture. */
  image?: string;
  type?: 'website' | 'product';
  price?: { amount: string; currency: string };
  imageSize?: { width: number; height: number };
  /** MIME type of the preview picture. */
  imageType?: string;
  /** Keeps search engines off the page (private pages such as an order's status). */
  noindex?: boolean;
}

export interface HtmlShell {
  /**
   * The page with its meta, the shop's identity (a JSON block the app reads at start, and the notice for
   * a browser without scripts) and, inside #root, the page as the app draws it, with the data it was
   * drawn from after it, if the server draws that page (storefront-pages.ts).
   */
  render(meta: PageMeta, identity: ShopIdentity, drawn?: { html: string; data: string }): string;
  /** CSP sources for the inline scripts of the shell, e.g. sha256-…= */
  inlineScriptHashes: string[];
}

const FALLBACK = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>GaragePro</title><!--app-head--></head>
<body><main><h1>The web client is not built</h1><p>Run <code>npm run build</code>, then start the server again.</p></main></body></html>`;

function metaTags(meta: PageMeta, siteName: string): string {
  const tags: [string, string, string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:site_name', siteName],
    ['property', 'og:type', meta.type ?? 'website'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
  ];
  if (meta.image) {
    tags.push(['property', 'og:image', meta.image]);
    if (meta.imageSize) {
      tags.push(['property', 'og:image:width', String(meta.imageSize.width)]);
      tags.push(['property', 'og:image:height', String(meta.imageSize.height)]);
    }
    if (meta.imageType) tags.push(['property', 'og:image:type', meta.imageType]);
  }
  if (meta.price) {
    tags.push(['property', 'product:price:amount', meta.price.amount]);
    tags.push(['property', 'product:price:currency', meta.price.currency]);
  }
  if (meta.noindex) tags.push(['name', 'robots', 'noindex, nofollow']);
  const lines = tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeMarkup(value)}">`);
  lines.push(`<link rel="canonical" href="${escapeMarkup(meta.url)}">`);
  return lines.join('\n    ');
}

/**
 * The identity as data for the app (a JSON block is never run, so the CSP needs no hash for it): the
 * header and footer draw from it at once, without a request. `<` is escaped so no text can close it.
 */
function identityBlock(identity: ShopIdentity): string {
  const json = JSON.stringify(identity).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SHOP_IDENTITY_ELEMENT_ID}">${json}</script>`;
}

/** Where index.html's notice for a browser without scripts goes. */
const NO_SCRIPT_MARK = '<!--no-script-notice-->';

/** The notice a browser without scripts shows above the page, with the shop's chat number. */
function noScriptNotice(identity: ShopIdentity): string {
  const phone = identity.chatPhones[0] ?? identity.whatsapp;
  const chat = phone
    ? `, or chat with us on WhatsApp: <a href="${escapeMarkup(whatsappLink(phone))}" class="font-semibold text-primary-strong underline">${escapeMarkup(formatPhone(phone))}</a>`
    : '';
  return `<noscript><p class="bg-card px-4 py-3 text-center text-sm text-foreground-soft">The full shop (cart and checkout) needs JavaScript. You can browse the products here${chat}.</p></noscript>`;
}

/** The splash's name (its label and its two-tone brand line in index.html). */
const SPLASH_LABEL = /(<div id="splash"[^>]*aria-label=")Loading [^"]*(")/i;
const SPLASH_BRAND = /(<p class="splash-brand"[^>]*>)[\s\S]*?(<\/p>)/i;

/** The splash speaks with the seller's trading name from its first paint, before any script runs. */
function namedSplash(html: string, name: string): string {
  const [first, second] = logoParts(name);
  return html
    .replace(SPLASH_LABEL, (_, open: string, close: string) => `${open}Loading ${escapeMarkup(name)}${close}`)
    .replace(
      SPLASH_BRAND,
      (_, open: string, close: string) =>
        `${open}${escapeMarkup(first)}${second ? `<span>${escapeMarkup(second)}</span>` : ''}${close}`,
    );
}

/** Hashes of inline <script> bodies, for the Content-Security-Policy. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** The empty #root of index.html, where the app renders (and a page's server-side content goes). */
const EMPTY_ROOT = /(<div id="root"[^>]*>)\s*(<\/div>)/i;

/**
 * The built index.html with a per-page <title>, description and Open Graph tags put in, so a link
 * shared in a chat app shows a real preview, and the page's content inside #root, so a browser that runs
 * no script shows it and a phone paints it first.
 */
export function loadHtmlShell(clientDir: string): HtmlShell {
  const file = path.join(clientDir, 'index.html');
  const template = existsSync(file) ? readFileSync(file, 'utf8') : FALLBACK;
  const [before, after] = template.includes('<!--app-head-->')
    ? template.split('<!--app-head-->')
    : template.split('</head>').map((part, index) => (index === 1 ? `</head>${part}` : part));
  const rest = after ?? '';
  const root = EMPTY_ROOT.exec(rest);
  // Without a #root (the fallback page), a page's content has nowhere to go.
  const open = root ? root.index + root[1]!.length : rest.length;
  const close = root ? root.index + root[0].length - root[2]!.length : rest.length;
  const [bodyStart, bodyEnd] = [rest.slice(0, open), rest.slice(close)];
  // The page's data block goes right after #root: the page's content comes first on a slow line.
  const rootClose = root?.[2] ?? '';
  const afterRoot = bodyEnd.slice(rootClose.length);
  return {
    inlineScriptHashes: inlineScriptHashes(template),
    render(meta, identity, drawn) {
      const head = (before ?? '').replace(
        /<title>[\s\S]*?<\/title>/i,
        `<title>${escapeMarkup(meta.title)}</title>`,
      );
      const start = namedSplash(bodyStart.replace(NO_SCRIPT_MARK, noScriptNotice(identity)), identity.name);
      return `${head}${metaTags(meta, identity.name)}${identityBlock(identity)}${start}${root && drawn ? `${drawn.html}${rootClose}${drawn.data}${afterRoot}` : bodyEnd}`;
    },
  };
}
