/** Kebab-case slug of a product name: "Launch TLT240SC 4-Ton ..." -> "launch-tlt240sc-4-ton-...". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
