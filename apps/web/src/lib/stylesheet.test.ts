import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A server-rendered page: its markup, and the whole stylesheet preloaded beside its inline rules. */
async function serverRenderedPage() {
  document.head.innerHTML = '<style>.card{}</style><link rel="preload" as="style" href="/assets/index.css">';
  document.body.innerHTML = '<div id="root"><a class="card p-4" href="/">Nighties</a></div>';
  vi.resetModules();
  const { applyStylesheetWhenNeeded } = await import('./stylesheet.ts');
  await applyStylesheetWhenNeeded();
  return document.head.querySelector('link')!;
}
const settled = () => new Promise((resolve) => setTimeout(resolve));

describe('the whole stylesheet of a server-rendered page', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('stays preloaded while the app draws only what the server’s markup already styles', async () => {
    const link = await serverRenderedPage();
    const again = document.createElement('a');
    again.className = 'card';
    document.getElementById('root')!.append(again);
    document.querySelector('a')!.className = 'p-4 card';
    await settled();
    expect(link.rel).toBe('preload');
  });

  it('is applied when the app draws an element with a class the markup did not have', async () => {
    const link = await serverRenderedPage();
    const menu = document.createElement('div');
    menu.innerHTML = '<ul><li class="absolute shadow-lg">Account</li></ul>';
    document.getElementById('root')!.append(menu);
    await settled();
    expect(link.rel).toBe('stylesheet');
  });

  it('is applied when an element of the page takes a new class', async () => {
    const link = await serverRenderedPage();
    document.querySelector('a')!.classList.add('translate-y-0');
    await settled();
    expect(link.rel).toBe('stylesheet');
  });

  it('is applied on a tap before the markup’s classes are read', async () => {
    document.head.innerHTML = '<style>.card{}</style><link rel="preload" as="style" href="/assets/index.css">';
    document.body.innerHTML = '<div id="root"><a class="card" href="/">Nighties</a></div>';
    vi.resetModules();
    const { applyStylesheetWhenNeeded } = await import('./stylesheet.ts');
    const watched = applyStylesheetWhenNeeded();
    document.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.head.querySelector('link')!.rel).toBe('stylesheet');
    await watched;
  });

  it.each(['pointerdown', 'keydown', 'focusin'])('is applied on the shopper’s first %s', async (type) => {
    const link = await serverRenderedPage();
    document.querySelector('a')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(link.rel).toBe('stylesheet');
  });
});
