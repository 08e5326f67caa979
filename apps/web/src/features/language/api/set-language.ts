import type { Language } from '@nidra/shared/i18n/languages';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/language: remembers the choice in the `lang` cookie and, signed in, on the account. */
export function setLanguage(language: Language): Promise<unknown> {
  return api('/api/language', { method: 'PUT', body: { language } });
}
