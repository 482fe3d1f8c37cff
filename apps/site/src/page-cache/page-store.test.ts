import { describe, expect, it } from 'vitest';

import { joinEncoded, type EncodedTemplate } from './html-template';
import {
  createPageStore,
  isStorable,
  keepMs,
  STALE_RENDER_KEEP_MS,
  type RenderedPage,
} from './page-store';

import type { CachePlan } from './cache-plan';

/** A stored page's text with a nonce. */
function joinHtml(template: EncodedTemplate, nonce: string): string {
  return joinEncoded(template, nonce).toString('utf8');
}

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', vary: 'rsc' };

function page(html: string, status = 200, headers: Record<string, string> = HTML_HEADERS) {
  return { status, headers: new Headers(headers), html } satisfies RenderedPage;
}

const about: CachePlan = {
  key: '/over-ons',
  renderPath: '/over-ons',
  kind: 'content',
  listingId: null,
};
const search: CachePlan = {
  key: '/huren/a',
  renderPath: '/huren/a',
  kind: 'listings',
  listingId: null,
};
const listing7: CachePlan = {
  key: '/huren/a/b/room-7',
  renderPath: '/huren/a/b/room-7',
  kind: 'listing',
  listingId: 7,
};
const listing8: CachePlan = {
  key: '/huren/a/b/room-8',
  renderPath: '/huren/a/b/room-8',
  kind: 'listing',
  listingId: 8,
};

/** A store whose renders are counted and answered by `answer`. */
function storeWith(answer: (path: string) => RenderedPage | Promise<RenderedPage>, maxBytes = 1e6) {
  const renders: string[] = [];
  const store = createPageStore({
    maxBytes,
    maxAgeMs: { content: 60_000, listings: 60_000, listing: 60_000 },
    placeholder: 'PH',
    render: async (path) => {
      renders.push(path);
      return answer(path);
    },
  });
  store.setListingsTrusted(true);
  return { store, renders };
}

describe('isStorable', () => {
  it('takes only 200 HTML answers without Set-Cookie', () => {
    expect(isStorable(page('x'))).toBe(true);
    expect(isStorable(page('x', 404))).toBe(false);
    expect(isStorable(page('x', 500))).toBe(false);
    expect(isStorable(page('', 308, { location: '/a' }))).toBe(false);
    expect(isStorable(page('{}', 200, { 'content-type': 'application/json' }))).toBe(false);
    expect(isStorable(page('x', 200, { ...HTML_HEADERS, 'set-cookie': 'a=b' }))).toBe(false);
  });
});

describe('keepMs', () => {
  it('keeps a page no longer than Next.js keeps it fresh, and a stale answer a second', () => {
    const headers = (values: Record<string, string>) => new Headers(values);
    expect(keepMs(3_600_000, headers({}))).toBe(3_600_000);
    expect(
      keepMs(
        3_600_000,
        headers({ 'cache-control': 's-maxage=300, stale-while-revalidate=31535700' }),
      ),
    ).toBe(300_000);
    expect(keepMs(3_600_000, headers({ 'cache-control': 'public, s-maxage=5' }))).toBe(5_000);
    expect(keepMs(60_000, headers({ 'cache-control': 's-maxage=31536000' }))).toBe(60_000);
    expect(
      keepMs(3_600_000, headers({ 'cache-control': 's-maxage=300', 'x-nextjs-cache': 'STALE' })),
    ).toBe(STALE_RENDER_KEEP_MS);
    expect(
      keepMs(
        3_600_000,
        headers({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
      ),
    ).toBe(3_600_000);
  });
});

describe('createPageStore', () => {
  it('stores the HTML and headers as prepare rewrote them, new tags marked for the nonce', async () => {
    const store = createPageStore({
      maxBytes: 1e6,
      maxAgeMs: { content: 60_000, listings: 60_000, listing: 60_000 },
      placeholder: 'PH',
      render: async () =>
        page('<head><link rel="stylesheet" href="/a.css"/></head>', 200, {
          ...HTML_HEADERS,
          link: '</a.css>; rel=preload; as="style"',
        }),
      prepare: async ({ html, headers }) => {
        expect(headers).toEqual({ ...HTML_HEADERS, link: '</a.css>; rel=preload; as="style"' });
        return {
          html: html.replace(/<link[^>]*>/, '<style nonce="PH">a{}</style>'),
          headers: HTML_HEADERS,
        };
      },
    });
    const first = await store.get(about);
    const second = await store.get(about);
    expect(second.hit).toBe(true);
    expect(second.page!.headers).toEqual(HTML_HEADERS);
    expect(joinHtml(first.page!.template, 'N1')).toBe('<head><style nonce="N1">a{}</style></head>');
    expect(joinHtml(second.page!.template, 'N2')).toBe(
      '<head><style nonce="N2">a{}</style></head>',
    );
  });

  it('asks again while Next.js answers from its stale copy, and stores the new page', async () => {
    const answers = [
      page('<p>old</p>', 200, { ...HTML_HEADERS, 'x-nextjs-cache': 'STALE' }),
      page('<p>old</p>', 200, { ...HTML_HEADERS, 'x-nextjs-cache': 'STALE' }),
      page('<p>new</p>', 200, { ...HTML_HEADERS, 'x-nextjs-cache': 'HIT' }),
    ];
    const { store, renders } = storeWith(() => answers.shift()!);
    const first = await store.get(about);
    expect(joinHtml(first.page!.template, 'N')).toBe('<p>new</p>');
    expect((await store.get(about)).hit).toBe(true);
    expect(renders).toHaveLength(3);
  });

  it('does not keep a render that Next.js says is fresh for no time (s-maxage=0)', async () => {
    const { store, renders } = storeWith(() =>
      page('<p>figures</p>', 200, { ...HTML_HEADERS, 'cache-control': 's-maxage=0' }),
    );
    expect((await store.get(about)).page).not.toBeNull();
    expect((await store.get(about)).hit).toBe(false);
    expect(renders).toHaveLength(2);
  });

  it('renders once, then serves the stored template with the kept headers', async () => {
    const { store, renders } = storeWith(() => page('<script nonce="PH">1</script>'));
    const first = await store.get(about);
    const second = await store.get(about);
    expect(first.hit).toBe(false);
    expect(second.hit).toBe(true);
    expect(renders).toEqual(['/over-ons']);
    expect(joinHtml(second.page!.template, 'N')).toBe('<script nonce="N">1</script>');
    expect(second.page!.headers).toEqual(HTML_HEADERS);
  });

  it('renders a key once for all concurrent callers (single flight)', async () => {
    let release: (value: RenderedPage) => void = () => {};
    const { store, renders } = storeWith(() => new Promise((resolve) => (release = resolve)));
    const waiting = Promise.all([store.get(search), store.get(search), store.get(search)]);
    await Promise.resolve();
    release(page('<p>a</p>'));
    const answers = await waiting;
    expect(renders).toHaveLength(1);
    expect(answers.every((answer) => answer.page !== null)).toBe(true);
    expect((await store.get(search)).hit).toBe(true);
  });

  it('answers a plain 404 from its render without storing it', async () => {
    const { store, renders } = storeWith(() => page('<script nonce="PH">n</script>', 404));
    const first = await store.get(listing7);
    expect(first).toMatchObject({ hit: false, status: 404 });
    expect(joinHtml(first.page!.template, 'N')).toBe('<script nonce="N">n</script>');
    expect((await store.get(listing7)).hit).toBe(false);
    expect(renders).toHaveLength(2);
    expect(store.stats().pages).toBe(0);
  });

  it('does not store (nor pass on) an error, a redirect or an answer with Set-Cookie', async () => {
    for (const answer of [
      page('gone', 404, { ...HTML_HEADERS, 'set-cookie': 'a=b' }),
      page('', 308, { location: '/elsewhere' }),
      page('oops', 500),
      page('x', 200, { ...HTML_HEADERS, 'set-cookie': 'session=1' }),
    ]) {
      const { store, renders } = storeWith(() => answer);
      expect((await store.get(about)).page).toBeNull();
      expect((await store.get(about)).page).toBeNull();
      expect(renders).toHaveLength(2);
      expect(store.stats().pages).toBe(0);
    }
  });

  it('keeps its size under the byte bound, dropping the least recently used page', async () => {
    const body = 'x'.repeat(2000);
    const { store } = storeWith((path) => page(`${path}${body}`), 5000);
    await store.get(about);
    await store.get(search);
    expect(store.stats().pages).toBe(2);
    await store.get(listing7);
    expect(store.stats().pages).toBe(2);
    expect(store.stats().bytes).toBeLessThanOrEqual(5000);
    expect((await store.get(about)).hit).toBe(false);
  });

  it('drops listing pages on a change: all search pages, only the changed listing', async () => {
    const { store } = storeWith((path) => page(path));
    for (const plan of [about, search, listing7, listing8]) await store.get(plan);
    store.listingsChanged([7]);
    expect((await store.get(about)).hit).toBe(true);
    expect((await store.get(listing8)).hit).toBe(true);
    expect((await store.get(search)).hit).toBe(false);
    expect((await store.get(listing7)).hit).toBe(false);
    store.allListingsChanged();
    expect((await store.get(listing8)).hit).toBe(false);
    expect((await store.get(about)).hit).toBe(true);
  });

  it('does not store a render that a change overtook, nor let later callers join it', async () => {
    const releases: ((value: RenderedPage) => void)[] = [];
    const { store, renders } = storeWith(() => new Promise((resolve) => releases.push(resolve)));
    const before = store.get(search);
    await Promise.resolve();
    store.listingsChanged([1]);
    const after = store.get(search);
    await Promise.resolve();
    expect(renders).toHaveLength(2);
    releases[0]!(page('old'));
    releases[1]!(page('new'));
    expect(joinHtml((await before).page!.template, '')).toBe('old');
    expect(joinHtml((await after).page!.template, '')).toBe('new');
    expect(joinHtml((await store.get(search)).page!.template, '')).toBe('new');
  });

  it('serves no listing page while changes are not heard, content pages still', async () => {
    const { store, renders } = storeWith((path) => page(path));
    await store.get(search);
    await store.get(about);
    store.setListingsTrusted(false);
    expect((await store.get(search)).page).toBeNull();
    expect((await store.get(about)).hit).toBe(true);
    expect(renders).toEqual(['/huren/a', '/over-ons']);
    store.setListingsTrusted(true);
    expect((await store.get(search)).hit).toBe(false);
  });
});
