// ESLint 9 flat config: the recommended JavaScript and TypeScript rules (not type-checked, to stay
// fast) everywhere, and the React hooks rules for the web client.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Node's globals for the plain JavaScript scripts (TypeScript files are checked by tsc instead). */
const nodeGlobals = Object.fromEntries(
  [
    'AbortController',
    'AbortSignal',
    'Buffer',
    'URL',
    'URLSearchParams',
    'TextDecoder',
    'TextEncoder',
    'clearImmediate',
    'clearInterval',
    'clearTimeout',
    'console',
    'fetch',
    'global',
    'globalThis',
    'performance',
    'process',
    'queueMicrotask',
    'setImmediate',
    'setInterval',
    'setTimeout',
    'structuredClone',
  ].map((name) => [name, 'readonly']),
);

// --- Walls of src/shared and src/server (issue 11): helpers for the zones block below -------------------
const serverModules = path.resolve('src/server/modules');

/**
 * Local rules: a module is reached from outside only through its public file (`modules/<x>/index.ts`),
 * and every file under src is named in kebab-case (dots separate suffixes: `orders.routes.test.ts`).
 */
const shopWalls = {
  rules: {
    'module-public-file': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const own = moduleOf(context.filename);
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path.resolve(path.dirname(context.filename), source);
          const other = moduleOf(target);
          if (!other || other.name === own?.name) return;
          const inside = path.relative(other.dir, target);
          if (inside === '' || inside === 'index' || inside === 'index.ts') return;
          context.report({
            node: node.source,
            message: `Import the ${other.name} module through its public file (modules/${other.name}/index.ts).`,
          });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
    'theme-colours': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (node, text) => {
          const found = typeof text === 'string' ? RAW_COLOUR.exec(text) : null;
          if (found) {
            context.report({
              node,
              message: `Colour with a theme token of styles.css (decision 050), not the palette class "${found[0]}".`,
            });
          }
        };
        return {
          Literal: (node) => check(node, node.value),
          TemplateElement: (node) => check(node, node.value.raw),
        };
      },
    },
    'kebab-case-file-name': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        return {
          Program(node) {
            const name = path.basename(context.filename);
            if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name)) {
              context.report({ node, message: `File names are kebab-case: "${name}".` });
            }
          },
        };
      },
    },
  },
};

/** A Tailwind palette colour in a class (`bg-zinc-900`, `hover:text-white`): the theme's tokens replace them. */
const RAW_COLOUR =
  /(?<![\w-])(?:bg|text|border(?:-[trblxyse])?|ring(?:-offset)?|outline|fill|stroke|from|via|to|divide|accent|placeholder|decoration|shadow|caret)-(?:(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\d{2,3}|white|black)(?![\w-])/;

/** The module (name and folder) a path lies in, or undefined outside src/server/modules. */
function moduleOf(file) {
  const relative = path.relative(serverModules, file);
  if (relative.startsWith('..') || path.isAbsolute(relative) || relative === '') return undefined;
  const name = relative.split(path.sep)[0];
  return { name, dir: path.join(serverModules, name) };
}
// --- end of the helpers of the server and shared walls ----------------------------------------------------

// --- Walls of src/web (issue 11): one zone per feature folder, read when the lint starts -----------------
const folders = (dir) =>
  fs
    .readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = folders('src/web/features');
/** The admin's areas (products, orders, ...): each its own zone; `common` is what they share. */
const adminAreas = folders('src/web/features/admin').filter((area) => area !== 'common');
// --- end of the helpers of the web walls ----------------------------------------------------------------

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'drizzle/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    rules: {
      // `_name` marks a parameter or variable that is deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // React Compiler diagnostics that also flag common, correct code: reported, not failed.
      'react-hooks/set-state-in-effect': 'warn',
      'react-hooks/preserve-manual-memoization': 'warn',
      'react-hooks/purity': 'warn',
    },
  },
  {
    // The browser's build keeps only each route's method and path (decision 051): the web's code reads no
    // schema off the table at run time (its tests may: they run on the sources).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/web/test/**', 'src/web/**/*-test-support.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name=/^(params|query|body|response)$/]:matches([object.name=/^route$/i], [object.type='MemberExpression'][object.object.name=/Routes$/])",
          message:
            "The browser's build keeps only a route's method and path: import the schema from src/shared itself.",
        },
      ],
    },
  },

  // --- No import circles anywhere linted (decision 043); proved by scripts/lint-zones.test.ts ------------
  {
    files: ['**/*.{ts,tsx,mts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without these the rule reads no TypeScript file and finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },

  // --- Walls of src/shared and src/server (issue 11), all errors; proved by scripts/lint-zones.test.ts ---
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, shop: shopWalls },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'shop/kebab-case-file-name': 'error',
      'shop/module-public-file': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/server', './src/web', './scripts', './e2e'],
              message: 'src/shared imports only zod and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    // src/shared: one contract for server and browser, so nothing but zod (tests also use their runners).
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod$|\\./[a-z0-9-]+$)', message: 'src/shared imports only zod and itself.' },
          ],
        },
      ],
    },
  },
  {
    // Infrastructure and plugins never reach into a module: app.ts composes them and hands in what they need.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/server/lib',
              from: './src/server/modules',
              message: 'lib never imports a module.',
            },
            {
              target: './src/server/db',
              from: './src/server/modules',
              message: 'db never imports a module.',
            },
            {
              target: './src/server/plugins',
              from: './src/server/modules',
              message: 'Plugins never import a module; app.ts hands them what they need.',
            },
          ],
        },
      ],
      // Only config.ts reads the environment; scripts and tests may.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Only src/server/config.ts reads process.env.' },
      ],
    },
  },
  {
    files: ['src/server/config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  // --- end of the walls of src/shared and src/server -------------------------------------------------------

  // --- Walls of src/web (issue 11), all errors; proved by scripts/lint-zones-web.test.ts --------------------
  {
    // routes -> features -> components/lib, with app/ (the shell) beside the routes: dependencies point one way.
    // Tests are held too: a feature's test renders that feature, not another's.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './src/web',
              from: './src/server',
              message: 'src/web never imports src/server; what both need lives in src/shared.',
            },
            {
              target: ['./src/web/components', './src/web/lib'],
              from: './src/web/features',
              message: 'components/ and lib/ never import a feature.',
            },
            ...webFeatures.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; routes/ and app/ compose them.',
            })),
            ...adminAreas.map((area) => ({
              target: `./src/web/features/admin/${area}`,
              from: './src/web/features/admin',
              except: [`./${area}`, './common'],
              message: 'An admin area never imports another; what they share lives in admin/common.',
            })),
            {
              target: './src/web/features/admin/common',
              from: adminAreas.map((area) => `./src/web/features/admin/${area}`),
              message: 'admin/common never imports an admin area.',
            },
            {
              target: ['./src/web/components', './src/web/lib', './src/web/features'],
              from: ['./src/web/app', './src/web/routes'],
              message: 'Only main.tsx, router.tsx, app/ and routes/ use the shell and the screens.',
            },
          ],
        },
      ],
    },
  },
  // --- end of the walls of src/web -------------------------------------------------------------------------

  // --- Colours only through the theme's tokens (decision 050); proved by scripts/lint-zones-web.test.ts ----
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/server/plugins/web/**/*.ts', 'e2e/**/*.ts'],
    plugins: { shop: shopWalls },
    rules: { 'shop/theme-colours': 'error' },
  },
);
