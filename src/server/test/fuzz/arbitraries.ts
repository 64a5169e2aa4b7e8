import fc from 'fast-check';

/** Half of a surrogate pair, alone: not a character, cannot be written as UTF-8. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Text chosen to break things: control characters, broken Unicode, markup, SQL, paths, prototypes. */
const SPECIAL_TEXT = [
  '',
  ' ',
  '   \t\n ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ude97x',
  '\ufeffname',
  '\u202eevil',
  'ﾟ･✿ヾ╲(｡◕‿◕｡)╱✿･ﾟ',
  '🚗🔧',
  'e\u0301\u0301\u0301',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "'; drop table products; --",
  '%00',
  '%',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '\\',
  '"',
  '\r\n\r\n',
  'javascript:alert(1)',
];

/** A long text, well past every field's limit. */
const hugeText = fc
  .tuple(fc.constantFrom('a', 'é', '\u0000', '🚗', ' ', '<'), fc.integer({ min: 1_000, max: 20_000 }))
  .map(([unit, times]) => unit.repeat(times));

/** A text of a few characters of any kind, with NUL or half a surrogate pair spliced in somewhere. */
const spoiledText = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.oneof(fc.constant('\u0000'), loneSurrogate),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** Any text a client could send. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_TEXT) },
  { weight: 3, arbitrary: spoiledText },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: loneSurrogate, maxLength: 4 }) },
  { weight: 1, arbitrary: hugeText },
);

/** Any JSON value, and the awkward ones by name. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, false, 0, -0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, [], {}, [null]),
  },
  { weight: 3, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 4 }) },
);

type Json = Record<string, unknown>;

/** Every path to a value inside a JSON value (objects and arrays), the root excluded. */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...path, index], ...pathsOf(item, [...path, index])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [[...path, key], ...pathsOf(item, [...path, key])]);
  return [];
}

/** A copy of `value` with `change` applied to the parent of `path` at its last step. */
function edit(
  value: unknown,
  path: (string | number)[],
  change: (parent: Json, key: string | number) => void,
) {
  const copy = structuredClone(value) as Json;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Json;
  change(parent, path.at(-1)!);
  return copy;
}

/**
 * A body the route accepts, changed in one or two places: a value replaced by anything, a field
 * dropped, a field added (a protected or unknown one among them), or the body as sent.
 */
export function nearValid(valid: unknown, extraKeys: string[] = []): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const add = fc
    .tuple(fc.oneof(hostileText, fc.constantFrom('__proto__', 'constructor', ...extraKeys)), anyJson)
    .map(([key, next]) => ({ ...(valid as Json), [key]: next }));
  if (paths.length === 0) return fc.oneof(add, fc.constant(valid));
  const replace = fc
    .tuple(fc.constantFrom(...paths), anyJson)
    .map(([path, next]) => edit(valid, path, (parent, key) => void (parent[key] = next)));
  const drop = fc.constantFrom(...paths).map((path) =>
    edit(valid, path, (parent, key) => {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    }),
  );
  const once = fc.oneof(
    { weight: 5, arbitrary: replace },
    { weight: 2, arbitrary: drop },
    { weight: 2, arbitrary: add },
  );
  const twice = once.chain((first) => nearValid(first, extraKeys));
  return fc.oneof(
    { weight: 8, arbitrary: once },
    { weight: 1, arbitrary: twice },
    { weight: 1, arbitrary: fc.constant(valid) },
  );
}

/** A request body: JSON (near-valid or anything), text that is not JSON, or another content type. */
export type Body =
  { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string | undefined };

const NOT_JSON = [
  '{"name":',
  '{name: 1}',
  'undefined',
  "{'a':1}",
  '[1,2',
  '',
  ' ',
  '\u0000',
  '{"a":1}}',
  'NaN',
];

export function bodies(valid: fc.Arbitrary<unknown>, extraKeys: string[] = []): fc.Arbitrary<Body> {
  return fc.oneof(
    {
      weight: 14,
      arbitrary: valid
        .chain((body) => nearValid(body, extraKeys))
        .map((value) => ({ kind: 'json', value }) as Body),
    },
    { weight: 3, arbitrary: anyJson.map((value) => ({ kind: 'json', value }) as Body) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constantFrom(...NOT_JSON), hostileText),
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            undefined,
          ),
        )
        .map(([text, contentType]) => ({ kind: 'raw', text, contentType }) as Body),
    },
  );
}

/** The payload and content type `inject` sends for a body. */
export function payloadOf(body: Body): { payload: string; contentType: string | undefined } {
  if (body.kind === 'raw') return { payload: body.text, contentType: body.contentType };
  return { payload: JSON.stringify(body.value) ?? 'null', contentType: 'application/json' };
}

/**
 * Percent-encodes text for a URL as a careless client would: each half of a surrogate pair alone
 * becomes the three bytes a lenient encoder writes for it (not valid UTF-8).
 */
export function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A raw URL piece: loosely encoded text, or percent escapes that decode to nothing. */
export const urlPiece: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: hostileText.map(encodeLoose) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%', '%zz', '%E0%A4', '%ff%fe', '%00', '%2F..%2F', '%25', '+', '%20'),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 20 }).map(encodeLoose) },
);

/** A path segment: one of the route's real ids most of the time, anything otherwise. */
export function pathSegment(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...real).map(encodeURIComponent) },
    { weight: 3, arbitrary: urlPiece.filter((piece) => piece !== '' && !piece.includes('/')) },
  );
}

/** A query string from a set of parameters: valid ones with one spoiled, or anything at all. */
export function queryString(params: Record<string, string[]>): fc.Arbitrary<string> {
  const names = Object.keys(params);
  const validPart = (name: string) =>
    fc.oneof(
      fc.constant(null),
      fc.constantFrom(...params[name]!).map((value) => `${name}=${encodeURIComponent(value)}`),
    );
  const hostilePart = (name: string) =>
    fc.oneof(
      { weight: 4, arbitrary: urlPiece.map((value) => `${name}=${value}`) },
      { weight: 1, arbitrary: fc.tuple(urlPiece, urlPiece).map(([a, b]) => `${name}=${a}&${name}=${b}`) },
      { weight: 1, arbitrary: fc.constant(name) },
    );
  const extra = fc.tuple(urlPiece, urlPiece).map(([key, value]) => `${key}=${value}`);
  const join = (parts: (string | null)[]) => parts.filter((part): part is string => part !== null).join('&');
  const valid = fc.tuple(...names.map(validPart)).map(join);
  const oneSpoiled = fc
    .constantFrom(...names)
    .chain((spoiled) =>
      fc.tuple(...names.map((name) => (name === spoiled ? hostilePart(name) : validPart(name)))).map(join),
    );
  const anything = fc.tuple(
    ...names.map((name) => fc.oneof(validPart(name), hostilePart(name))),
    fc.option(extra),
  );
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 5, arbitrary: oneSpoiled },
    { weight: 2, arbitrary: anything.map(join) },
  );
}
