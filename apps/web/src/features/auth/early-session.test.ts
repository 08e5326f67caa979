import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StartingPage } from '../../lib/early-reads.ts';
import { readSessionCheckEarly } from './early-session.ts';

const asked: string[] = [];
const page = (over: Partial<StartingPage>): StartingPage => ({
  path: '/cart',
  lang: 'en',
  token: null,
  user: null,
  rendered: false,
  ...over,
});

describe("the boot script's early read of the session check", () => {
  afterEach(() => {
    asked.length = 0;
  });

  it('asks for the session check only with a stored session, with its token', () => {
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      asked.push(`${path} ${new Headers(init.headers).get('authorization') ?? '-'}`);
      return Response.json({});
    });
    readSessionCheckEarly(page({ token: 'T1' }));
    readSessionCheckEarly(page({ user: { _id: 'u1' } as StartingPage['user'] }));
    expect(asked).toEqual([]);
    readSessionCheckEarly(page({ token: 'T1', user: { _id: 'u1' } as StartingPage['user'] }));
    expect(asked).toEqual(['/api/validate-token Bearer T1']);
  });
});
