import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageAnsweredAt } from './page-data.ts';

/** The document's navigation as the browser's timing records it. */
function navigation(type: NavigationTimingType, responseStart: number) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type, responseStart } as PerformanceNavigationTiming]);
}

describe('when the server sent the page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the navigation’s first byte on the browser’s clock, for a page loaded or reloaded', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    vi.spyOn(performance, 'now').mockReturnValue(900);
    navigation('navigate', 150);
    expect(pageAnsweredAt()).toBe(1_000_000 - 900 + 150);
    navigation('reload', 400);
    expect(pageAnsweredAt()).toBe(1_000_000 - 900 + 400);
  });

  it('is unknown for a page the browser took from its own cache on back or forward', () => {
    navigation('back_forward', 150);
    expect(pageAnsweredAt()).toBeUndefined();
  });
});
