/** The app's routes as `METHOD /path` lines (HEAD left out), read from Fastify's `printRoutes` tree. */
export function routesOf(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([\s│]*)(?:[└├]── )?(\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = Math.max(0, Math.floor(match[1]!.length / 4));
    stack.length = depth;
    const segment = match[2]!;
    stack.push(segment.startsWith('/') || depth === 0 ? segment : `/${segment}`);
    const path = stack.join('').replace(/^\/\//, '/');
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}
