import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';

import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

/** The whole HTML of a tree once every lazy part has loaded (React's static prerender). */
async function prerenderToString(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe('lazyComponent', () => {
  it('loads the component when it first renders and passes the props on', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();
    // In its Suspense boundary (<!--$-->…<!--/$-->), resolved: the component, not a fallback.
    expect(await prerenderToString(<LazyGreeting name="Sanne" />)).toBe(
      '<!--$--><p>Hallo <!-- -->Sanne</p><!--/$-->',
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders the fallback, with the props, while the code loads', () => {
    const LazyGreeting = lazyComponent(() => new Promise<typeof Greeting>(() => {}), {
      fallback: ({ name }) => <span role="status">Laden voor {name}</span>,
    });
    expect(renderToString(<LazyGreeting name="Sanne" />)).toContain(
      '<span role="status">Laden voor <!-- -->Sanne</span>',
    );
  });

  it('client-only: the server HTML holds the fallback and nothing is loaded there', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyComponent(load, {
      clientOnly: true,
      fallback: () => <span>Kaart laden…</span>,
    });
    expect(await prerenderToString(<LazyGreeting name="Sanne" />)).toBe(
      '<span>Kaart laden…</span>',
    );
    expect(load).not.toHaveBeenCalled();
  });
});
