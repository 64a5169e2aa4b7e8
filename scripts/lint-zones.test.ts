import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proof that the walls of src/shared and src/server hold: ESLint, with the project's own configuration,
// lints planted code as if it were a file of the tree, and must name the broken wall (or find nothing).
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the walls of src/shared', () => {
  it('refuses a package other than zod, a node: module and the server', async () => {
    for (const source of ["'react'", "'node:fs'", "'fastify'", "'../server/config'", "'../web/lib/api'"]) {
      const found = await problems(
        'src/shared/planted.ts',
        `import x from ${source};\nexport const y = x;\n`,
      );
      expect(found.join('\n'), source).toContain('src/shared imports only zod and itself');
    }
  });

  it('accepts zod and its own files', async () => {
    const code = "import { z } from 'zod';\nimport { SHOP } from './shop';\nexport const y = [z, SHOP];\n";
    expect(await problems('src/shared/planted.ts', code)).toEqual([]);
  });
});

describe('the walls of src/server', () => {
  it('keeps lib, db and plugins out of the modules', async () => {
    const cases = [
      ['src/server/lib/planted.ts', "'../modules/catalog'", 'lib never imports a module'],
      ['src/server/db/planted.ts', "'../modules/orders'", 'db never imports a module'],
      ['src/server/plugins/planted.ts', "'../modules/contact'", 'Plugins never import a module'],
    ] as const;
    for (const [file, source, message] of cases) {
      const found = await problems(file, `import * as x from ${source};\nexport const y = x;\n`);
      expect(found.join('\n'), file).toContain(message);
    }
  });

  it('lets a module reach another only through its index.ts', async () => {
    const inside =
      "import { CatalogRepository } from '../catalog/catalog.repository';\nexport const y = CatalogRepository;\n";
    expect((await problems('src/server/modules/orders/planted.ts', inside)).join('\n')).toContain(
      'through its public file (modules/catalog/index.ts)',
    );
    const fromApp =
      "import { CatalogService } from './modules/catalog/catalog.service';\nexport const y = CatalogService;\n";
    expect((await problems('src/server/planted.ts', fromApp)).join('\n')).toContain(
      'modules/catalog/index.ts',
    );

    const publicFile =
      "import { CatalogRepository } from '../catalog';\nexport const y = CatalogRepository;\n";
    expect(await problems('src/server/modules/orders/planted.ts', publicFile)).toEqual([]);
    const ownFile =
      "import { OrdersRepository } from './orders.repository';\nexport const y = OrdersRepository;\n";
    expect(await problems('src/server/modules/orders/planted.ts', ownFile)).toEqual([]);
  });

  it('lets only config.ts read process.env', async () => {
    const code = 'export const port = process.env.PORT;\n';
    expect((await problems('src/server/lib/planted.ts', code)).join('\n')).toContain(
      'Only src/server/config.ts reads process.env',
    );
    const destructured = 'const { env } = process;\nexport const port = env.PORT;\n';
    expect((await problems('src/server/modules/orders/planted.ts', destructured)).join('\n')).toContain(
      'Only src/server/config.ts reads process.env',
    );
    expect(await problems('src/server/config.ts', code)).toEqual([]);
  });

  it('refuses an import circle, such as the catalogue and media one that was broken', async () => {
    // Planted as the text of a file the catalogue reaches through the media module's index.ts.
    const circle = "import { CatalogService } from '../catalog';\nexport const y = CatalogService;\n";
    expect((await problems('src/server/modules/media/share-cards.ts', circle)).join('\n')).toContain(
      'import-x/no-cycle',
    );
    const oneWay = "import { storeImage } from '../media';\nexport const y = storeImage;\n";
    expect(await problems('src/server/modules/catalog/planted.ts', oneWay)).toEqual([]);
  });

  it('names files in kebab-case', async () => {
    const code = 'export const y = 1;\n';
    expect((await problems('src/server/lib/plantedName.ts', code)).join('\n')).toContain('kebab-case');
    expect((await problems('src/shared/Planted.ts', code)).join('\n')).toContain('kebab-case');
    expect(await problems('src/server/lib/planted-name.test.ts', code)).toEqual([]);
  });
});
