import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from './product';
import { splashStatus } from './splash';
import { parseYoutubeId } from './youtube';

describe('YouTube links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('finds the 11-character id in %s', (url, id) => {
    expect(parseYoutubeId(url)).toBe(id);
  });

  it.each([
    'https://vimeo.com/123456',
    'https://www.youtube.com/watch?v=short',
    'not a url',
    'https://youtu.be/',
  ])('refuses %s', (url) => expect(parseYoutubeId(url)).toBeNull());
});

describe('product list query', () => {
  it('defaults to 24 rows in load order (no sort), and drops blank text filters', () => {
    expect(productListQuerySchema.parse({ q: '  ', category: '' })).toEqual({
      offset: 0,
      limit: 24,
    });
  });

  it('refuses a limit above 100 and an unknown sort', () => {
    expect(productListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ sort: 'newest' }).success).toBe(false);
  });
});

describe('splash status', () => {
  it('changes at 25, 50 and 75 percent', () => {
    expect([0, 24, 25, 49, 50, 74, 75, 100].map(splashStatus)).toEqual([
      'Starting Engine...',
      'Starting Engine...',
      'Loading Components...',
      'Loading Components...',
      'Preparing Tools...',
      'Preparing Tools...',
      'Almost Ready...',
      'Almost Ready...',
    ]);
  });
});
