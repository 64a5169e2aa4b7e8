/** An ILIKE pattern matching `text` anywhere: `%`, `_` and `\` in a search are letters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
