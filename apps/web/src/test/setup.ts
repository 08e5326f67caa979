import { enTexts } from '@nidra/shared/i18n/texts.en';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setPageLanguage } from '../lib/page-language.ts';

// What main.tsx installs on an English page, for the API client's fallbacks and its Accept-Language.
setPageLanguage('en', enTexts, enTexts);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
