import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CanalHouses } from './canal-houses';

describe('CanalHouses', () => {
  it('draws five decorative houses hidden from assistive technology', () => {
    const { container } = render(<CanalHouses />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelectorAll('path')).toHaveLength(5);
  });
});
