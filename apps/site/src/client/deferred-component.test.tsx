import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';

import { deferredComponent, whenIdleOrInteraction } from './deferred-component';

import type { PageEvents } from './deferred-component';

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

/** Page events on a plain EventTarget, with the idle callback run when `idle()` is called. */
function fakePage(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const idleCallbacks: (() => void)[] = [];
  const events: PageEvents = {
    target,
    document: { readyState },
    whenIdle: (callback) => void idleCallbacks.push(callback),
  };
  return { target, events, idle: () => idleCallbacks.splice(0).forEach((run) => run()) };
}

/** Whether a promise has settled after the pending microtasks have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

/** The whole HTML of a tree once everything has loaded (React's static prerender). */
async function prerenderToString(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe('deferredComponent on the server', () => {
  it('imports when defined and renders the island itself in a wrapper without a box', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const DeferredGreeting = deferredComponent(load);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    // A synchronous render: the module is read without waiting, and no Suspense boundary
    // (which React's streaming renderer may write as a fallback and a later swap).
    expect(renderToString(<DeferredGreeting name="Sanne" />)).toBe(
      '<div style="display:contents"><p>Hallo <!-- -->Sanne</p></div>',
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for an import that has not finished instead of writing a fallback', async () => {
    const DeferredGreeting = deferredComponent(
      () => new Promise<typeof Greeting>((resolve) => setTimeout(() => resolve(Greeting), 20)),
    );
    const html = await prerenderToString(<DeferredGreeting name="Sanne" />);
    expect(html).toBe('<div style="display:contents"><p>Hallo <!-- -->Sanne</p></div>');
  });
});

describe('whenIdleOrInteraction', () => {
  it('waits while the page loads, and resolves at the first interaction', async () => {
    for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart']) {
      const page = fakePage('interactive');
      const ready = whenIdleOrInteraction(page.events);
      expect(await isSettled(ready)).toBe(false);
      page.target.dispatchEvent(new Event(type));
      expect(await isSettled(ready)).toBe(true);
    }
  });

  it('resolves when the page is idle after its load event, not at the load event itself', async () => {
    const page = fakePage('loading');
    const ready = whenIdleOrInteraction(page.events);
    page.target.dispatchEvent(new Event('load'));
    expect(await isSettled(ready)).toBe(false);
    page.idle();
    expect(await isSettled(ready)).toBe(true);
  });

  it('resolves at once on a page that has loaded (a client-side navigation)', async () => {
    expect(await isSettled(whenIdleOrInteraction(fakePage('complete').events))).toBe(true);
  });

  it('stops listening once resolved', async () => {
    const page = fakePage('interactive');
    const remove = vi.spyOn(page.target, 'removeEventListener');
    const ready = whenIdleOrInteraction(page.events);
    page.target.dispatchEvent(new Event('keydown'));
    await ready;
    // The four interactions and the load event.
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual([
      'focusin',
      'keydown',
      'load',
      'pointerdown',
      'touchstart',
    ]);
  });
});
