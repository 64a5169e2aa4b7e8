import type { FastifyInstance } from 'fastify';
import { CATEGORIES } from '../../../shared/categories';
import { escapeMarkup } from '../../lib/escape-markup';
import { PAGE_TITLES } from './page-meta';
import type { PageCatalogue } from './web.plugin';

/** robots.txt (private pages kept out) and sitemap.xml (pages, categories and every active product). */
export function registerCrawlerFiles(app: FastifyInstance, publicUrl: string, catalog: PageCatalogue) {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /api/',
          'Disallow: /admin',
          'Disallow: /account',
          'Disallow: /checkout',
          'Disallow: /cart',
          'Disallow: /orders',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const pages = Object.entries(PAGE_TITLES)
      .filter(([, page]) => page.index)
      .map(([pathname]) => ({ loc: `${publicUrl}${pathname === '/' ? '/' : pathname}` }));
    const categories = CATEGORIES.map((category) => ({ loc: `${publicUrl}/shop?category=${category.id}` }));
    const products = (await catalog.activeProducts()).map((product) => ({
      loc: `${publicUrl}/product/${encodeURIComponent(product.id)}`,
    }));
    const urls = [...pages, ...categories, ...products]
      .map((entry) => `  <url><loc>${escapeMarkup(entry.loc)}</loc></url>`)
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
}
