import { describe, expect, it } from 'vitest';
import { textsFor } from '../i18n/texts-for.ts';
import { returnMessages } from './return.messages.ts';

// Every language has every returns key, with its call signature and, in Hindi, its Devanagari: the
// catalogue's own checks (i18n/catalogue.test.ts), which cover these words as they cover the rest.
describe('the returns and exchanges words', () => {
  it('keeps the English words the returns screens always had', () => {
    expect(textsFor('en').returnsTitle).toBe(returnMessages.returnsTitle);
    expect(textsFor('en').returnWindowNote(30)).toBe(returnMessages.returnWindowNote(30));
    expect(textsFor('hi').returnPickupAwb('AWB1')).toBe('पिकअप AWB AWB1');
  });
});
