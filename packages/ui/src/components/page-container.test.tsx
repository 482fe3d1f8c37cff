import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PageContainer } from './page-container';

describe('PageContainer', () => {
  it('wraps its children and adds the caller class to its own', () => {
    render(
      <PageContainer className="band">
        <p>Inhoud</p>
      </PageContainer>,
    );
    const container = screen.getByText('Inhoud').parentElement;
    const classes = container?.className.split(' ') ?? [];
    expect(classes).toHaveLength(2);
    expect(classes[1]).toBe('band');
  });
});
