import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proof that the walls of src/web hold: ESLint, with the project's own configuration, lints planted code as
// if it were a file of the tree, and must name the broken wall (or find nothing). Every import planted here
// points at a file that exists, because an import the resolver cannot follow is not checked at all.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

const SERVER = 'src/web never imports src/server';
const LOWER = 'components/ and lib/ never import a feature';
const FEATURE = 'A feature never imports another feature';
const SHELL = 'Only main.tsx, router.tsx, app/ and routes/ use the shell and the screens';
const AREA = 'An admin area never imports another';
const COMMON = 'admin/common never imports an admin area';

/** The problems ESLint finds in `code` placed at `filePath`, which imports `target` (a path under the root). */
async function problems(
  filePath: string,
  target: string,
  code = 'import * as x from {source};\n',
): Promise<string> {
  expect(
    ['.ts', '.tsx'].some((ext) => existsSync(path.join(root, target + ext))),
    `${target} exists`,
  ).toBe(true);
  let source = path.relative(path.dirname(filePath), target);
  if (!source.startsWith('.')) source = `./${source}`;
  const text = `${code.replace('{source}', `'${source}'`)}export const y = x;\n`;
  const [result] = await eslint.lintText(text, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`).join('\n');
}

/** A source file (not a test) somewhere inside features/admin, as a path without its extension. */
function anAdminFile(dir = 'src/web/features/admin'): string | undefined {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const inside = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      const found = anAdminFile(inside);
      if (found) return found;
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
      return inside.replace(/\.tsx?$/, '');
    }
  }
  return undefined;
}

describe('the walls of src/web', () => {
  it('keeps the server out of the web client', async () => {
    for (const file of [
      'src/web/lib/planted.ts',
      'src/web/features/cart/planted.ts',
      'src/web/routes/planted.ts',
    ]) {
      expect(await problems(file, 'src/server/config'), file).toContain(SERVER);
    }
  });

  it('keeps components/ and lib/ out of the features, type imports included', async () => {
    expect(
      await problems('src/web/components/ui/planted.ts', 'src/web/features/cart/components/cart-line'),
    ).toContain(LOWER);
    expect(await problems('src/web/lib/planted.ts', 'src/web/features/catalog/shop-filters')).toContain(
      LOWER,
    );
    const typeOnly = 'import type * as x from {source};\n';
    expect(
      await problems('src/web/lib/cart/planted.ts', 'src/web/features/catalog/shop-filters', typeOnly),
    ).toContain(LOWER);
  });

  it('keeps each feature out of every other, dynamic imports included', async () => {
    expect(
      await problems('src/web/features/checkout/planted.ts', 'src/web/features/cart/components/cart-line'),
    ).toContain(FEATURE);
    expect(
      await problems('src/web/features/home/components/planted.ts', 'src/web/features/catalog/shop-filters'),
    ).toContain(FEATURE);
    const lazy = 'const load = () => import({source});\nconst x = load;\n';
    expect(
      await problems('src/web/features/cart/planted.ts', 'src/web/features/catalog/shop-filters', lazy),
    ).toContain(FEATURE);
    // The admin is one feature: however it is divided, it does not reach into the catalogue.
    expect(
      await problems(
        'src/web/features/admin/planted-area/planted.ts',
        'src/web/features/catalog/shop-filters',
      ),
    ).toContain(FEATURE);
  });

  it('keeps the shell and the screens above everything else', async () => {
    expect(await problems('src/web/features/cart/planted.ts', 'src/web/app/providers')).toContain(SHELL);
    expect(await problems('src/web/components/product/planted.ts', 'src/web/routes/home')).toContain(SHELL);
    expect(await problems('src/web/lib/planted.ts', 'src/web/app/layout/page-fallback')).toContain(SHELL);
  });

  it('lets routes and app/ compose features, and a feature use its own files, components, lib and shared', async () => {
    expect(await problems('src/web/routes/planted.ts', 'src/web/features/cart/components/cart-line')).toBe(
      '',
    );
    expect(
      await problems('src/web/routes/planted.ts', 'src/web/features/auth/components/verify-email-dialog'),
    ).toBe('');
    expect(await problems('src/web/app/layout/planted.ts', 'src/web/features/auth/account-links')).toBe('');
    expect(
      await problems('src/web/features/cart/planted.ts', 'src/web/features/cart/components/cart-line'),
    ).toBe('');
    expect(
      await problems('src/web/features/cart/planted.ts', 'src/web/components/product/product-image'),
    ).toBe('');
    expect(await problems('src/web/features/checkout/planted.ts', 'src/web/lib/cart/use-cart')).toBe('');
    expect(await problems('src/web/features/checkout/planted.ts', 'src/web/lib/query-keys')).toBe('');
    expect(await problems('src/web/components/product/planted.ts', 'src/web/lib/cart/use-cart')).toBe('');
    expect(await problems('src/web/lib/planted.ts', 'src/shared/cart')).toBe('');
  });

  it('keeps each admin area out of every other, and admin/common out of the areas', async () => {
    expect(
      await problems(
        'src/web/features/admin/staff/planted.ts',
        'src/web/features/admin/products/products-url',
      ),
    ).toContain(AREA);
    expect(
      await problems(
        'src/web/features/admin/products/components/planted.ts',
        'src/web/features/admin/orders/orders-url',
      ),
    ).toContain(AREA);
    const typeOnly = 'import type * as x from {source};\n';
    expect(
      await problems(
        'src/web/features/admin/dashboard/planted.ts',
        'src/web/features/admin/messages/message-model',
        typeOnly,
      ),
    ).toContain(AREA);
    expect(
      await problems('src/web/features/admin/common/planted.ts', 'src/web/features/admin/orders/orders-url'),
    ).toContain(COMMON);
  });

  it('lets an admin area use its own files and admin/common', async () => {
    expect(
      await problems(
        'src/web/features/admin/staff/planted.ts',
        'src/web/features/admin/common/history-format',
      ),
    ).toBe('');
    expect(
      await problems(
        'src/web/features/admin/products/components/planted.ts',
        'src/web/features/admin/products/products-url',
      ),
    ).toBe('');
  });

  it("lets any part of the admin use the admin's own files", async () => {
    const adminFile = anAdminFile();
    expect(adminFile).toBeDefined();
    expect(await problems('src/web/features/admin/planted-area/planted.ts', adminFile!)).toBe('');
  });
});

describe('the colours of src/web (decision 050)', () => {
  /** The messages ESLint gives for `code` placed at `filePath`. */
  async function colourProblems(filePath: string, code: string): Promise<string> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`).join('\n');
  }

  it('refuses a palette colour in a class, in a string or a template', async () => {
    expect(
      await colourProblems('src/web/components/planted.tsx', "export const c = 'p-2 bg-zinc-900';\n"),
    ).toContain(
      'shop/theme-colours: Colour with a theme token of styles.css (decision 050), not the palette class "bg-zinc-900"',
    );
    expect(
      await colourProblems(
        'src/web/features/cart/planted.ts',
        'export const c = (x: string) => `${x} hover:text-white`;\n',
      ),
    ).toContain('"text-white"');
    expect(
      await colourProblems('src/server/plugins/web/planted.ts', "export const c = 'border-amber-400/60';\n"),
    ).toContain('"border-amber-400"');
  });

  it("lets the theme's tokens through", async () => {
    expect(
      await colourProblems(
        'src/web/components/planted.tsx',
        "export const c = 'bg-card text-muted-foreground border-border hover:bg-primary-strong text-success-200';\n",
      ),
    ).toBe('');
  });
});
