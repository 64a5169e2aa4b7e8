/**
 * Text made safe inside HTML or XML, as an element's text or a quoted attribute: the five markup
 * characters as numeric references, which HTML, SVG and every mail reader read alike. The one escaping
 * helper of the server (pages' head, sitemap, mails, drawings).
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
