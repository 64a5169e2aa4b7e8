import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_KINDS } from '../../../shared/documents';
import { AppError } from '../../../shared/errors';
import { ORDER_REFERENCE_PATTERN } from '../../../shared/order-status';
import type { Product, ProductCard } from '../../../shared/product';
import type { ShopIdentity } from '../../../shared/shop';
import { ResponseCache } from '../../lib/response-cache';
import { createStorefrontPages, type StorefrontCatalogue } from './storefront-pages';
import { registerCrawlerFiles } from './crawler-files';
import type { HtmlShell, PageMeta } from './html-shell';
import { INVALID_ADDRESS_MESSAGE, INVALID_ADDRESS_PATH, isPageRequest } from './invalid-address';
import {
  NOT_FOUND_META,
  orderDocumentPageMeta,
  orderPageMeta,
  PAGE_TITLES,
  productPageMeta,
  staticPageMeta,
  titled,
  type PageShareCards,
} from './page-meta';

/** What the pages read of the catalogue (the catalog module's service). */
export interface PageCatalogue extends StorefrontCatalogue {
  findActive(id: string): Promise<Product | undefined>;
  activeProducts(): Promise<ProductCard[]>;
  /** Called whenever the catalogue changes (here or in another process). */
  onInvalidate(listener: () => void): void;
}

/**
 * How many drawn pages (each ~30-250 KB with its compressed forms) a process keeps: the home, the shop's
 * usual filters and the products shoppers open; the least recently used goes first.
 */
const DRAWN_PAGES_KEPT = 100;

export interface WebOptions {
  shell: HtmlShell;
  clientDir: string;
  publicUrl: string;
  catalog: PageCatalogue;
  shareCards: PageShareCards;
  /** The shop's identity as this process holds it (the settings module keeps it current). */
  identity: () => ShopIdentity;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/** The storefront's pages, built files, stored pictures, robots.txt and sitemap.xml. */
export async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const { shell, publicUrl, catalog, shareCards, identity } = options;
  const storefront = createStorefrontPages(catalog, publicUrl);
  /** Each page is drawn with the identity of the moment, so a saved change shows on the next page. */
  const page = async (meta: (shopName: string) => PageMeta) => {
    const shop = identity();
    return shell.render(meta(shop.name), shop);
  };
  /** A page the app's components draw on the server; its status is the app's (404 for a missing product). */
  const drawnPage = async (request: FastifyRequest, meta: (shopName: string) => PageMeta) => {
    const shop = identity();
    const drawn = await storefront.render(request.url, shop);
    return { status: drawn.status, body: shell.render(meta(shop.name), shop, drawn) };
  };
  // Drawing a page costs the server ~10 times what sending it does: a drawn page is the same for every
  // visitor, so it is kept (with its ETag and compressed forms) until the catalogue or the identity changes.
  const drawnPages = new ResponseCache(DRAWN_PAGES_KEPT, 'text/html; charset=utf-8');
  catalog.onInvalidate(() => drawnPages.clear());
  let drawnWith: ShopIdentity | undefined;
  const sendDrawnPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    meta: (shopName: string) => PageMeta,
  ) => {
    if (identity() !== drawnWith) {
      drawnPages.clear();
      drawnWith = identity();
    }
    return drawnPages.answer(request, reply, request.url, () => drawnPage(request, meta));
  };

  await registerFiles(app, options);

  /** The pages the server draws (their content in the HTML itself); the others are drawn by the app alone. */
  const DRAWN = new Set(['/', '/shop']);

  for (const pathname of Object.keys(PAGE_TITLES)) {
    app.get(pathname, async (request, reply) => {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const meta = (name: string) => staticPageMeta(publicUrl, shareCards, name, pathname, search);
      if (!DRAWN.has(pathname)) return sendHtml(reply, 200, await page(meta));
      return sendDrawnPage(request, reply, meta);
    });
  }

  // The admin's own pages (/admin/products, /admin/orders/GE-1001, ...) are the dashboard's page; the
  // client's router shows which one.
  app.get('/admin/*', async (_request, reply) =>
    sendHtml(reply, 200, await page((name) => staticPageMeta(publicUrl, shareCards, name, '/admin'))),
  );

  app.get<{ Params: { id: string } }>('/product/:id', async (request, reply) => {
    const product = await catalog.findActive(request.params.id);
    if (!product) return notFound(request, reply);
    return sendDrawnPage(request, reply, (name) => productPageMeta(publicUrl, name, product));
  });

  // An order's status page: the same shell for everyone (the page asks the API, which checks who may
  // see the order), so the HTML never tells whether an order exists.
  app.get<{ Params: { reference: string } }>('/orders/:reference', async (request, reply) => {
    const { reference } = request.params;
    if (!ORDER_REFERENCE_PATTERN.test(reference)) return notFound(request, reply);
    reply.header('x-robots-tag', 'noindex, nofollow');
    return sendHtml(reply, 200, await page((name) => orderPageMeta(publicUrl, name, reference)));
  });

  // Its printable proforma invoice and receipt, alike.
  for (const kind of DOCUMENT_KINDS)
    app.get<{ Params: { reference: string } }>(`/orders/:reference/${kind}`, async (request, reply) => {
      const { reference } = request.params;
      if (!ORDER_REFERENCE_PATTERN.test(reference)) return notFound(request, reply);
      reply.header('x-robots-tag', 'noindex, nofollow');
      const html = await page((name) => orderDocumentPageMeta(publicUrl, name, reference, kind));
      return sendHtml(reply, 200, html);
    });

  registerCrawlerFiles(app, publicUrl, catalog);

  /** A page that is not there: the app's own screen ("Oops! Page not found", "Product not found"). */
  async function notFound(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    request.log.warn({ path: pathname }, 'page not found');
    const drawn = await drawnPage(request, (name) => staticPageMeta(publicUrl, shareCards, name, pathname));
    return sendHtml(reply, 404, drawn.body);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isPageRequest(request.method, pathname) && !/\.[a-z0-9]+$/i.test(pathname))
      return notFound(request, reply);
    request.log.warn({ path: pathname, method: request.method }, 'not found');
    return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  // Where an address the router cannot read is sent (invalid-address.ts): the shop's page for a page,
  // the standard 400 otherwise; the address itself is never repeated.
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: INVALID_ADDRESS_PATH,
    handler: async (request, reply) => {
      const original = request.originalUrl.split('?')[0] ?? '/';
      if (!isPageRequest(request.method, original))
        throw new AppError('VALIDATION_FAILED', INVALID_ADDRESS_MESSAGE);
      request.log.warn('page address not valid');
      const html = await page((name) => ({
        ...staticPageMeta(publicUrl, shareCards, name, '/'),
        ...NOT_FOUND_META,
        title: titled(NOT_FOUND_META.title, name),
        noindex: true,
      }));
      return sendHtml(reply, 400, html);
    },
  });
}

/** The built client (hashed assets kept forever); the media module serves the stored pictures. */
async function registerFiles(app: FastifyInstance, options: WebOptions) {
  if (existsSync(options.clientDir)) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its scripts and styles (vite.config.ts): those are sent to
      // a browser that accepts them, never reached by their own address.
      preCompressed: true,
      globIgnore: ['**/index.html', '**/*.br', '**/*.gz'],
      cacheControl: false,
      // Hashed files are kept forever and never revalidated: validators and ranges would only add bytes.
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: (reply, filePath) => {
        // Vite names everything under assets/ by a hash of its content.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }
}
