import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminProductListQuerySchema } from './admin-catalogue';
import { contactMessageSchema } from './contact';
import {
  adminOrderListQuerySchema,
  createOrderSchema,
  orderNoteSchema,
  orderStatusChangeSchema,
} from './orders';
import { productInputSchema, productListQuerySchema, productUpdateSchema } from './product';
import { isSafeText, pathId, text, UNSAFE_TEXT_MESSAGE } from './text';

describe('the text rule', () => {
  it.each([
    ['plain text', 'Hydraulic lift'],
    ['an empty string', ''],
    ['accents and naira', 'Café ₦7,800,000'],
    ['a surrogate pair (emoji)', 'Lift 🚗 ok'],
    ['a pair at the very end', 'x\ud83d\ude97'],
    ['other control characters', 'tab\tand\nnewline\u0001'],
  ])('accepts %s', (_label, value) => expect(isSafeText(value)).toBe(true));

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a NUL alone', '\u0000'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone high surrogate at the end', 'abc\udbff'],
    ['a lone low surrogate', '\udc00abc'],
    ['two high surrogates', '\ud83d\ud83d'],
    ['a reversed pair', '\ude97\ud83d'],
  ])('refuses %s', (_label, value) => expect(isSafeText(value)).toBe(false));

  it('refuses with one plain message before any length check', () => {
    const schema = text().trim().min(1, 'Name is required').max(3);
    const result = schema.safeParse('\u0000\u0000\u0000\u0000');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
    expect(schema.parse('  ab ')).toBe('ab');
    expect(pathId().safeParse('p1').success).toBe(true);
    expect(pathId().safeParse('p\u00001').success).toBe(false);
  });
});

type Path = (string | number)[];

/** Fields whose keys are text the client chooses (the rest are field names). */
const RECORD_FIELDS = new Set(['specifications']);

/** Every string in a value, by path; the keys of record fields too (`key: true`). */
function stringLeaves(value: unknown, path: Path = []): { path: Path; key: boolean }[] {
  if (typeof value === 'string') return [{ path, key: false }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, index]));
  if (value && typeof value === 'object') {
    const isRecord = RECORD_FIELDS.has(String(path.at(-1)));
    return Object.entries(value).flatMap(([key, item]) => [
      ...(isRecord ? [{ path: [...path, key], key: true }] : []),
      ...stringLeaves(item, [...path, key]),
    ]);
  }
  return [];
}

/** One path starts the other: the issue names the field or the list or record holding it. */
function related(a: Path, b: Path): boolean {
  const shorter = a.length < b.length ? a : b;
  return shorter.length > 0 && shorter.every((step, index) => a[index] === b[index]);
}

/** A copy of `value` with the string (or the key) at `path` spoiled by `bad`. */
function spoil(value: unknown, path: Path, key: boolean, bad: string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (key) {
    const entry = parent[last];
    delete parent[last];
    parent[`${String(last)}${bad}`] = entry;
  } else {
    parent[last] = `${String(parent[last])}${bad}`;
  }
  return copy;
}

const validProduct = {
  name: 'Hydraulic Press',
  brand: 'Werther',
  price: 850_000,
  description: 'A 20 ton shop press.',
  image: '/media/abc/800.webp',
  imagePublicId: 'abc123',
  category: ['garagetools'],
  subCategory: [],
  stockCount: 4,
  features: ['Two-speed pump'],
  specifications: { Capacity: '20 t' },
  videos: ['https://youtu.be/dQw4w9WgXcQ'],
};

/** Each request schema of the shop with a body it accepts. */
const SCHEMAS: [string, z.ZodType, unknown][] = [
  [
    'contact',
    contactMessageSchema,
    { name: 'Ada', email: 'ada@example.com', subject: 'other', message: 'Hello' },
  ],
  [
    'order',
    createOrderSchema,
    {
      customer: {
        firstName: 'Chinedu',
        lastName: 'Okafor',
        email: 'chinedu@example.com',
        phone: '0803 555 0100',
        address: '12 Allen Avenue',
        city: 'Ikeja',
        state: 'Lagos',
        zipCode: '100271',
      },
      items: [{ productId: 'p1', quantity: 1 }],
    },
  ],
  ['product create', productInputSchema, validProduct],
  ['product update', productUpdateSchema, validProduct],
  ['order status move', orderStatusChangeSchema, { status: 'confirmed', note: 'Paid in cash' }],
  ['order note', orderNoteSchema, { note: 'Called the customer' }],
  ['shop query', productListQuerySchema, { q: 'lift', category: 'garagetools', subCategory: 'lifts' }],
  ['admin products query', adminProductListQuerySchema, { q: 'lift' }],
  ['admin orders query', adminOrderListQuerySchema, { q: 'Chinedu' }],
];

describe.each(SCHEMAS)('the %s schema', (_name, schema, valid) => {
  it('accepts its valid sample', () => expect(schema.safeParse(valid).error?.issues).toBeUndefined());

  const leaves = stringLeaves(valid);
  const spoilers = { NUL: '\u0000', 'a lone high surrogate': '\ud800', 'a lone low surrogate': '\udfff' };
  const cases = leaves.flatMap((leaf) =>
    Object.entries(spoilers).map(([label, bad]) => ({ ...leaf, label, bad, at: leaf.path.join('.') })),
  );
  it.each(cases)('refuses $label in $at (a key: $key)', ({ path, key, bad }) => {
    const result = schema.safeParse(spoil(valid, path, key, bad));
    expect(result.success).toBe(false);
    const field = key ? path.slice(0, -1) : path;
    expect(result.error!.issues.some((issue) => related(issue.path as Path, field))).toBe(true);
  });
});
