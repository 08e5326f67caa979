import { textsFor } from '@nidra/shared/i18n/texts-for';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client.ts';
import { startEarlyRead } from './early-reads.ts';
import { setPageLanguage } from './page-language.ts';

describe('the API client on a page in a language', () => {
  afterEach(() => setPageLanguage('en', textsFor('en'), textsFor('en')));

  it('asks the server to answer in the page’s language, and words its own fallbacks in it', async () => {
    setPageLanguage('hi', textsFor('hi'), textsFor('hi'));
    const sent: Headers[] = [];
    vi.stubGlobal('fetch', async (_: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return new Response('', { status: 502 });
    });
    const failure = await api('/api/products').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(textsFor('hi').httpError(502));
    expect(sent[0].get('accept-language')).toBe('hi');
  });

  it('shows the server’s message as it came (the server worded it in the page’s language)', async () => {
    setPageLanguage('hi', textsFor('hi'), textsFor('hi'));
    vi.stubGlobal('fetch', async () => Response.json({ message: textsFor('hi').productSoldOut }, { status: 400 }));
    await expect(api('/api/cart', { method: 'POST', body: {} })).rejects.toThrow(textsFor('hi').productSoldOut);
  });
});

describe('reads the boot script started', () => {
  afterEach(() => localStorage.clear());

  it('are taken once by the first call with the same path and headers; other calls ask themselves', async () => {
    localStorage.setItem('token', 'T1');
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      asked.push(`${path} ${new Headers(init.headers).get('accept-language')}`);
      return Response.json({ items: [], n: asked.length });
    });
    startEarlyRead('/api/cart/u1', 'en', 'T1');
    startEarlyRead('/api/cart/u2', 'hi', 'T1');
    // The early read's answer, without asking again.
    expect(await api('/api/cart/u1')).toEqual({ items: [], n: 1 });
    expect(asked).toEqual(['/api/cart/u1 en', '/api/cart/u2 hi']);
    // Once: the next call asks the server.
    expect(await api('/api/cart/u1')).toEqual({ items: [], n: 3 });
    // Asked in another language than the page's: not taken.
    expect(await api('/api/cart/u2')).toEqual({ items: [], n: 4 });
    expect(asked.slice(2)).toEqual(['/api/cart/u1 en', '/api/cart/u2 en']);
  });

  it("answer a refused token as the app's own call would: sign-out and the server's message", async () => {
    localStorage.setItem('token', 'expired');
    localStorage.setItem('user', '{"_id":"u1"}');
    vi.stubGlobal('fetch', async () => Response.json({ message: 'Unauthorized: Invalid token' }, { status: 401 }));
    startEarlyRead('/api/cart/u1', 'en', 'expired');
    await expect(api('/api/cart/u1')).rejects.toThrow('Unauthorized: Invalid token');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
