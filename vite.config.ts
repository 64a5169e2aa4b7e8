import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * The lucide icon files the storefront (everything outside the admin) imports, read from the sources and
 * lucide's own index, so the icons a shopper's pages draw travel as one file rather than one tiny file
 * per icon.
 */
function storefrontIconFiles(): Set<string> {
  const index = readFileSync('node_modules/lucide-react/dist/esm/lucide-react.mjs', 'utf8');
  const fileOf = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+\.mjs)'/g))
    for (const [, name] of (names ?? '').matchAll(/as (\w+)/g)) fileOf.set(name ?? '', file ?? '');
  const files = new Set<string>();
  const sources = readdirSync('src/web', { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/admin|\.test\./.test(file),
  );
  for (const file of sources) {
    const source = readFileSync(path.join('src/web', file), 'utf8');
    for (const [, names] of source.matchAll(/import \{([^}]*)\} from 'lucide-react'/g))
      for (const name of (names ?? '').split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''))
        if (fileOf.has(name)) files.add(fileOf.get(name)!);
  }
  return files;
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

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig(({ isSsrBuild }) => {
  const iconFiles = isSsrBuild ? new Set<string>() : storefrontIconFiles();
  return {
    root: 'src/web',
    publicDir: 'public',
    plugins: isSsrBuild ? [] : [react(), tailwindcss(), scriptsAfterFirstPicture(), precompress()],
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
            output: {
              // Chunks named by their hash alone: the entry lists every chunk's file name for its preloads, and
              // the names cost ~0.6 KB gzip on every page. The admin's keep their name, by which npm run bench
              // shows that no page a shopper opens loads them.
              chunkFileNames: (chunk) =>
                /admin/i.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
              // The list states, the product picture and paging that the home page and the shop both load, as one
              // chunk: left apart they were five small files (~0.4 KB gzip of overhead on each of those pages).
              codeSplitting: {
                groups: [
                  {
                    name: 'storefront-states',
                    test: /src\/web\/(components\/ui\/(query-state|alert)|components\/product\/(product-grid-skeleton|product-image)|lib\/offset-paging)\./,
                  },
                  // What the order, account, checkout and admin pages share to show an order (status badge,
                  // history, lines, totals, documents, and the labels and money rules behind them), as one file;
                  // not their other dependencies (money among them), which the first script already has.
                  {
                    name: 'storefront-icons',
                    test: (id) =>
                      id.includes('lucide-react') && iconFiles.has(path.basename(id.split('?')[0] ?? '')),
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'order-display',
                    test: /src\/web\/components\/order\/order-(status-badge|history|events|documents|totals|item-line)\.|src\/shared\/(document-links|order-money|order-status|lagos-time)\./,
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
