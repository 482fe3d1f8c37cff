import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { MapListToggle } from './map-list-toggle';

describe('MapListToggle', () => {
  it('offers the list while the map shows, and asks for it when pressed', () => {
    const onToggle = vi.fn();
    render(
      <MapListToggle
        showing="map"
        mapLabel="Kaart"
        listLabel="Lijst (54)"
        onToggle={onToggle}
        controls="panel"
      />,
    );
    const button = screen.getByRole('button', { name: 'Lijst (54)' });
    expect(button.getAttribute('aria-controls')).toBe('panel');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith('list');
  });

  it('offers the map while the list shows', () => {
    const onToggle = vi.fn();
    render(
      <MapListToggle showing="list" mapLabel="Map" listLabel="List (54)" onToggle={onToggle} />,
    );
    expect(screen.queryByRole('button', { name: 'List (54)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(onToggle).toHaveBeenCalledWith('map');
  });
});
