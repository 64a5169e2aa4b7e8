import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routeGroups } from './src/shared/api-routes';

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every built script, style sheet and SVG,
 * which the server sends as they are: the best compression, paid once at build time instead of a
 * faster, larger one on every request.
 */
function precompress(): Plugin {
  return {
    name: 'shop-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const full = path.join(options.dir ?? '', file);
        const body = readFileSync(full);
        if (body.length < 1024) continue;
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Each lucide icon imported from its own file (`lucide-react/icons/x`) rather than through the package's
 * index, which imports all ~1,600: the module graph then says which page uses which icon, and the icons
 * travel with the page that draws them (firstViewChunks below).
 */
function lucideIconsByFile(): Plugin {
  const index = readFileSync('node_modules/lucide-react/dist/esm/lucide-react.mjs', 'utf8');
  const fileOf = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g))
    for (const [, name] of (names ?? '').matchAll(/as (\w+)/g)) fileOf.set(name ?? '', file ?? '');
  return {
    name: 'shop-lucide-icons-by-file',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/web\/.*\.tsx?$/.test(id) || !code.includes("'lucide-react'")) return null;
      // The imports take the lines the statement took, so the code after it does not move (`map: null`).
      const replaced = code.replace(/import \{([^}]*)\} from 'lucide-react';/g, (statement, list: string) => {
        const specifiers = list
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '' && !part.startsWith('type '));
        return specifiers
          .map((specifier) => {
            const [name = '', local = name] = specifier.split(/\s+as\s+/);
            const file = fileOf.get(name);
            if (!file) throw new Error(`${id}: ${name} is not a lucide icon (${statement})`);
            return `import ${local} from 'lucide-react/icons/${file}';`;
          })
          .join(' ')
          .concat('\n'.repeat(statement.split('\n').length - 1));
      });
      return { code: replaced, map: null };
    },
  };
}

/**
 * The app's scripts start once the page's first picture (the one the server's HTML marks
 * fetchpriority="high": the shop's first card, the product's picture) has been painted, or on a page
 * without one once the page has first painted. On a slow phone link the HTML, its style sheet and that
 * picture then have the line to themselves instead of sharing it with ~100 KB of scripts, which the
 * splash covers for 3.5 s anyway (decision 034). Vite's own entry script and module preloads are taken
 * out of the page and added by a small inline script, which the Content-Security-Policy allows by its
 * hash (plugins/web/html-shell.ts).
 */
function scriptsAfterFirstPicture(): Plugin {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  return {
    name: 'shop-scripts-after-first-picture',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = entryTag.exec(html);
        if (!entry)
          throw new Error('The built index.html has no entry script to load after the first picture');
        const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]);
        const loader = `(function () {
      var started = false;
      function add(tag, attributes) {
        var element = document.createElement(tag);
        element.crossOrigin = '';
        for (var name in attributes) element[name] = attributes[name];
        document.head.appendChild(element);
      }
      function start() {
        if (started) return;
        started = true;
        ${JSON.stringify(preloads)}.forEach(function (href) {
          add('link', { rel: 'modulepreload', href: href });
        });
        add('script', { type: 'module', src: ${JSON.stringify(entry[1])} });
      }
      var picture = document.querySelector('#root img[fetchpriority="high"]');
      // A picture that failed before this ran is not waited for.
      if (picture && picture.complete && !picture.naturalWidth) picture = null;
      var kinds = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
      // Told when the picture is painted (Element Timing), or else the page's first paint (in Chromium).
      var kind = picture && picture.hasAttribute('elementtiming') ? 'element' : 'paint';
      if (kinds.indexOf(kind) >= 0) {
        new PerformanceObserver(function (list, observer) {
          var painted = list.getEntries().some(function (entry) {
            return picture ? entry.element === picture : entry.name === 'first-contentful-paint';
          });
          if (!painted) return;
          observer.disconnect();
          setTimeout(start, 0);
        }).observe({ type: kind, buffered: true });
      } else if (!picture || picture.complete) start();
      else
        picture.addEventListener('load', function () {
          requestAnimationFrame(function () {
            setTimeout(start, 0);
          });
        });
      if (picture) picture.addEventListener('error', start);
      // A picture may be slow, or off screen (never painted): the shop never waits more than this.
      setTimeout(start, 3000);
    })();`;
        return html
          .replace(entryTag, '')
          .replace(preloadTag, '')
          .replace('</body>', `  <script>\n    ${loader}\n    </script>\n  </body>`);
      },
    },
  };
}

/**
 * The browser gets the shared route table (src/shared/api-routes-*.ts) as addresses only: each route's
 * method and path (and its `form` body or `file` answer mark), which are all the web's client reads at run
 * time. The schemas stay in the table for the server and for the web's types, but do not travel to a
 * phone: they would bring zod (~22 KB compressed) into the first script of every page. The addresses are
 * taken from the table itself, so they cannot differ from what the server registers (decision 051).
 */
function routeTableAddressesOnly(): Plugin {
  const routeFile = /\/src\/shared\/api-routes-[a-z-]+\.ts$/;
  const groups: Record<
    string,
    Record<string, { method: string; path: string; body?: unknown; response: unknown }>
  > = routeGroups;
  return {
    name: 'shop-route-table-addresses-only',
    apply: 'build',
    load(id) {
      const file = id.split('?')[0] ?? '';
      if (!routeFile.test(file)) return null;
      const names = [...readFileSync(file, 'utf8').matchAll(/^export const (\w+Routes) = \{/gm)].map(
        (match) => match[1] ?? '',
      );
      if (names.length === 0) throw new Error(`${file} exports no route group`);
      return names
        .map((name) => {
          const group = groups[name];
          if (!group) throw new Error(`${file}: ${name} is not in routeGroups (src/shared/api-routes.ts)`);
          const addresses = Object.fromEntries(
            Object.entries(group).map(([key, route]) => [
              key,
              {
                method: route.method,
                path: route.path,
                ...(route.body === 'form' ? { body: 'form' } : {}),
                ...(route.response === 'file' ? { response: 'file' } : {}),
              },
            ]),
          );
          return `export const ${name} = ${JSON.stringify(addresses)};`;
        })
        .join('\n');
    },
  };
}

/** The pages a shopper usually lands on, whose first view's scripts are kept few (decision 051). */
const FIRST_VIEW_ROUTES = ['home', 'shop', 'product'];

/**
 * Which chunk each module of a first-view page goes to: its page's own chunk for what that page alone
 * uses (its components, hooks and icons), one shared chunk for what two or more of them use. Left to the
 * automatic split, a module that a page shares with one other screen (an icon, the quantity stepper, the
 * page-title hook) becomes a file of its own: ~0.5 KB each with its headers, eight of them on a product
 * page. Only the storefront's own modules and lucide's icons are placed: a module that builds a zod
 * schema stays where the split puts it, with the forms that use it, so no first view loads zod.
 */
function firstViewChunks(): Plugin & { chunkOf: Map<string, string> } {
  const chunkOf = new Map<string, string>();
  return {
    name: 'shop-first-view-chunks',
    apply: 'build',
    chunkOf,
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (start: string, stop = new Set<string>()) => {
        const seen = new Set<string>();
        const pending = [start];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (seen.has(id) || stop.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const moduleOf = (suffix: string) => {
        const id = ids.find((candidate) => candidate.endsWith(suffix));
        if (!id) throw new Error(`No ${suffix} among the built modules`);
        return id;
      };
      const entry = closure(moduleOf('/src/web/main.tsx'));
      const placeable = (id: string) => {
        if (/node_modules/.test(id)) return /lucide-react\/dist\/esm\/icons\//.test(id);
        if (!/\/src\/(web|shared)\//.test(id)) return false;
        return !(this.getModuleInfo(id)?.importedIds ?? []).some((imported) =>
          /node_modules\/zod\//.test(imported),
        );
      };
      const users = new Map<string, string[]>();
      for (const route of FIRST_VIEW_ROUTES)
        for (const id of closure(moduleOf(`/src/web/routes/${route}.tsx`), entry))
          if (placeable(id)) users.set(id, [...(users.get(id) ?? []), route]);
      for (const [id, routes] of users)
        chunkOf.set(id, routes.length === 1 ? `${routes[0]}-page` : 'first-views');
    },
  };
}

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig(({ isSsrBuild }) => {
  const firstViews = firstViewChunks();
  return {
    root: 'src/web',
    publicDir: 'public',
    plugins: isSsrBuild
      ? []
      : [
          react(),
          tailwindcss(),
          routeTableAddressesOnly(),
          lucideIconsByFile(),
          firstViews,
          scriptsAfterFirstPicture(),
          precompress(),
        ],
    build: isSsrBuild
      ? {
          // The server: `vite build --ssr` bundles src/server/main.ts (and worker.ts, `npm run worker`)
          // into dist/server/main.js and worker.js, and the heavy-work thread both start (decision 037) into
          // heavy-work.js; node_modules stay external.
          outDir: '../../dist/server',
          emptyOutDir: true,
          target: 'node20',
          rollupOptions: {
            input: {
              main: 'src/server/main.ts',
              worker: 'src/server/worker.ts',
              'heavy-work': 'src/server/heavy-work/thread.ts',
            },
          },
        }
      : {
          outDir: '../../dist/client',
          emptyOutDir: true,
          target: 'es2022',
          cssCodeSplit: true,
          reportCompressedSize: false,
          rolldownOptions: {
            treeshake: { manualPureFunctions: ['z'] },
            output: {
              // Chunks named by their hash alone: the entry lists every chunk's file name for its preloads, and
              // the names cost ~0.6 KB gzip on every page. The admin's keep their name, by which npm run bench
              // shows that no page a shopper opens loads them.
              chunkFileNames: (chunk) =>
                /admin/i.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
              codeSplitting: {
                groups: [
                  // What every page runs (React, the router, TanStack Query, lucide's icon maker) as one file
                  // beside the app's own first script, rather than three the split would make of it.
                  {
                    name: 'app-core',
                    test: (id) =>
                      /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-query|query-core)|clsx)\//.test(
                        id,
                      ) ||
                      /lucide-react\/dist\/esm\/(createLucideIcon|Icon|defaultAttributes|context|shared\/)/.test(
                        id,
                      ),
                    includeDependenciesRecursively: false,
                    priority: 10,
                  },
                  // The home page's, the shop's and the product page's own modules (firstViewChunks).
                  {
                    name: (id) => firstViews.chunkOf.get(id) ?? null,
                    includeDependenciesRecursively: false,
                    priority: 5,
                  },
                  // What the order, account, checkout and admin pages share to show an order (status badge,
                  // history, lines, totals, documents, and the labels and money rules behind them), as one file;
                  // not their dependencies (the router, money), which the first scripts already have.
                  {
                    name: 'order-display',
                    test: /src\/web\/components\/order\/order-(status-badge|history|events|documents|totals|item-line)\.|src\/shared\/(document-links|order-money|order-status|lagos-time)\./,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
    server: {
      port: 5173,
      proxy: {
        '/api': `http://127.0.0.1:${apiPort}`,
        '/media': `http://127.0.0.1:${apiPort}`,
      },
    },
  };
});
