// The WHATWG URL, the one platform global src/shared uses: browsers and Node both have it, so the shared
// project (no DOM, no Node types) declares the part it reads. The root project takes it from the DOM lib.
declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly searchParams: { get(name: string): string | null };
}
