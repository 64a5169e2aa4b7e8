import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, routeGroups, routePath, routes } from '../../shared/api-routes';
import { DOCUMENT_KINDS, documentPdfPath } from '../../shared/document-links';
import { createTestApp, type TestApp } from '../test/app';
import { routesOf } from '../test/route-list';

/**
 * The server's API routes outside the table, each named, so a new route the web calls cannot skip it
 * unnoticed: Better Auth's own, the probes, the answer to addresses the router cannot read, and reads the
 * web does not make (for other clients of the API).
 */
const OUTSIDE_THE_TABLE = [
  /^[A-Z]+ \/api\/auth\//,
  /^GET \/api\/(health|ready)$/,
  /^[A-Z]+ \/api\/invalid-address$/,
  /^GET \/api\/(account|checkout\/eligibility|categories)$/,
  // Posted by the payment providers' servers, never by the web.
  /^POST \/api\/payments\/(paystack|flutterwave)\/webhook$/,
];

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp();
});

afterAll(async () => {
  await shop?.close();
});

const line = (route: { method: string; path: string }) =>
  `${route.method} ${route.path.replace(/:[A-Za-z]+/g, ':param')}`;

describe('the shared route table', () => {
  it('names each route once: no two groups use the same name, no two entries the same method and path', () => {
    const names = Object.values(routeGroups).flatMap((group) => Object.keys(group));
    expect(names.length).toBe(Object.keys(routes).length);
    const lines = allRoutes.map(line);
    expect(lines.filter((entry, index) => lines.indexOf(entry) !== index)).toEqual([]);
  });

  it("builds the PDFs' addresses as the table names them (document-links.ts builds them without zod)", () => {
    for (const kind of DOCUMENT_KINDS)
      expect(documentPdfPath('GE 1/2', kind)).toBe(
        routePath(kind === 'proforma' ? routes.proformaPdf : routes.receiptPdf, { reference: 'GE 1/2' }),
      );
  });

  it('is served by the app, and every API route of the app is in it or named as outside it', () => {
    const served = routesOf(shop.app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.split(' ')[1]!.startsWith('/api/'))
      .map((route) => route.replace(/:[A-Za-z]+/g, ':param'));
    const table = allRoutes.map(line);
    expect(table.filter((entry) => !served.includes(entry))).toEqual([]);
    expect(
      served.filter(
        (route) => !table.includes(route) && !OUTSIDE_THE_TABLE.some((outside) => outside.test(route)),
      ),
    ).toEqual([]);
  });
});
