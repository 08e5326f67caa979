import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StartingPage } from '../../lib/early-reads.ts';
import { startingPage } from '../../test/starting-page.ts';
import { readSessionCheckEarly } from './early-session.ts';

const asked: string[] = [];

describe("the boot script's early read of the session check", () => {
  afterEach(() => {
    asked.length = 0;
  });

  it('asks for the session check only with a stored session, with its token', () => {
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      asked.push(`${path} ${new Headers(init.headers).get('authorization') ?? '-'}`);
      return Response.json({});
    });
    readSessionCheckEarly(startingPage({ token: 'T1' }));
    readSessionCheckEarly(startingPage({ user: { _id: 'u1' } as StartingPage['user'] }));
    expect(asked).toEqual([]);
    readSessionCheckEarly(startingPage({ token: 'T1', user: { _id: 'u1' } as StartingPage['user'] }));
    expect(asked).toEqual(['/api/validate-token Bearer T1']);
  });
});
