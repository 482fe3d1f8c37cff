import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { fillPlaceholders, placeholder, richText } from './rich-text';

function html(nodes: ReturnType<typeof richText>): string {
  return renderToStaticMarkup(<p>{nodes}</p>);
}

describe('richText', () => {
  it('renders each tag with its renderer and keeps the text around it', () => {
    const nodes = richText('Read our <terms>terms</terms> and <privacy>policy</privacy>.', {
      terms: (text) => <em>{text}</em>,
      privacy: (text) => <strong>{text}</strong>,
    });
    expect(html(nodes)).toBe('<p>Read our <em>terms</em> and <strong>policy</strong>.</p>');
  });

  it('shows unknown tags as their text and escapes everything', () => {
    expect(html(richText('a <x>b</x> <i>&</i>', {}))).toBe('<p>a b &amp;</p>');
    expect(html(richText('no tags <here', {}))).toBe('<p>no tags &lt;here</p>');
  });
});

describe('placeholders', () => {
  it('writes a placeholder out and fills it in, also with $ in the value', () => {
    expect(placeholder('email')).toBe('{{email}}');
    expect(fillPlaceholders('Sent to {{email}} ({{email}})', { email: 'a$&b@x.nl' })).toBe(
      'Sent to a$&b@x.nl (a$&b@x.nl)',
    );
  });
});
