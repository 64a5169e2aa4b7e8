import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup';

describe('escapeMarkup', () => {
  it('writes the five markup characters as numeric references and leaves the rest', () => {
    expect(escapeMarkup(`Obi & Sons <b>"Tools"</b> 'n' ₦5,000`)).toBe(
      'Obi &#38; Sons &#60;b&#62;&#34;Tools&#34;&#60;/b&#62; &#39;n&#39; ₦5,000',
    );
  });

  it('escapes an ampersand already escaped again (the text is text, never markup)', () => {
    expect(escapeMarkup('&amp;')).toBe('&#38;amp;');
  });
});
