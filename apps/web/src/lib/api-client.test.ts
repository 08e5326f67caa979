import { textsFor } from '@nidra/shared/i18n/texts-for';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client.ts';
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
