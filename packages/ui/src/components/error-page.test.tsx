import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ErrorPage } from './error-page';

describe('ErrorPage', () => {
  it('renders the 404 heading, its links and the trace id', () => {
    render(
      <ErrorPage
        code="404"
        title="This page does not exist"
        text="These links will help you on your way:"
        links={[
          { label: 'How it works', href: '/en/how-does-it-work' },
          { label: 'My alerts', href: '/en/account/alerts' },
        ]}
        traceId="0123456789abcdef"
        traceIdText="Trace ID: 0123456789abcdef"
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page does not exist' }),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'This page does not exist' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/how-does-it-work', '/en/account/alerts']);
    const trace = screen.getByTestId('trace-id');
    expect(trace.textContent).toBe('Trace ID: 0123456789abcdef');
    expect(trace.getAttribute('data-trace-id')).toBe('0123456789abcdef');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders the 500 hint, retry and home actions, and no trace line while the id is unknown', () => {
    const onRetry = vi.fn();
    render(
      <ErrorPage
        code="500"
        title="Oops!"
        text="We are having some technical difficulties."
        hint="Refresh the page or try again in a few minutes."
        retryLabel="Try again"
        onRetry={onRetry}
        homeAction={{ label: 'Go to the home page', href: '/en' }}
        traceId={null}
      />,
    );
    expect(screen.getByText('Refresh the page or try again in a few minutes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/en',
    );
    expect(screen.queryByTestId('trace-id')).toBeNull();
  });
});
