import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { DisabledUntilHydrated } from './disabled-until-hydrated';

describe('DisabledUntilHydrated in the server HTML', () => {
  it('wraps its controls in a disabled fieldset, so none takes input before hydration', () => {
    const html = renderToString(
      <DisabledUntilHydrated>
        <select aria-label="Sort" defaultValue="newest">
          <option value="newest">Newest</option>
        </select>
        <button type="button">Filters</button>
      </DisabledUntilHydrated>,
    );
    // A disabled fieldset disables every control inside it (HTML: "disabled fieldset").
    expect(html).toMatch(
      /^<fieldset disabled="" class="[^"]+"><select[^>]*>.*<button[^>]*>Filters<\/button><\/fieldset>$/,
    );
  });
});
