import { textsFor } from '@nidra/shared/i18n/texts-for';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageLanguage } from '../../lib/page-language.ts';
import { startingPage } from '../../test/starting-page.ts';
import { menusQueryOptions } from './api/get-menus.ts';
import { readMenusEarly } from './early-menus.ts';

const asked: string[] = [];

function answerEveryRead() {
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    asked.push(`${path} ${headers.get('accept-language')} ${headers.get('authorization') ?? '-'}`);
    return Response.json([{ name: 'Nightwear', submenus: [] }]);
  });
}

describe("the boot script's early read of the header's menus", () => {
  afterEach(() => {
    asked.length = 0;
    setPageLanguage('en', textsFor('en'), textsFor('en'));
  });

  it("asks for the header's menus on a page the browser draws alone, as the header's own read would", async () => {
    answerEveryRead();
    setPageLanguage('hi', textsFor('hi'), textsFor('hi'));
    readMenusEarly(startingPage({ path: '/cart', lang: 'hi', token: 'T1' }));
    expect(asked).toEqual(['/api/menus hi -']);
    // The header's read takes that answer instead of asking again.
    const menus = await menusQueryOptions().queryFn!({} as never);
    expect(menus).toEqual([{ name: 'Nightwear', submenus: [] }]);
    expect(asked).toHaveLength(1);
  });

  it('leaves the menus to pages that carry them or draw no header', () => {
    answerEveryRead();
    readMenusEarly(startingPage({ rendered: true }));
    readMenusEarly(startingPage({ path: '/login' }));
    readMenusEarly(startingPage({ path: '/register/' }));
    expect(asked).toEqual([]);
  });
});
