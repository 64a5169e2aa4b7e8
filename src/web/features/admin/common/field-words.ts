/**
 * A field's code name as words, for a field no label names yet (one a later change adds): `deliveryClass`
 * reads "Delivery class", `whatsapp_number` "Whatsapp number". Labels people chose come first, always.
 */
export function fieldWords(field: string): string {
  const words = field
    .replace(/[_:.-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words === '' ? field : `${words[0]!.toUpperCase()}${words.slice(1)}`;
}
