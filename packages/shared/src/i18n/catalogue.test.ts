import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contactDescription, productSummary, subcategoryDescription } from '../catalogue/page-meta.rules.ts';
import { messages } from '../messages.ts';
import { NDR_REASON_TEXT } from '../shipping/shipment.rules.ts';
import { SHIPMENT_STATE_TEXT } from '../shipping/shipping.messages.ts';
import { shopperMessages } from '../shopper.messages.ts';
import { staffMessages } from '../staff.messages.ts';
import { loadTexts } from './catalogue.ts';
import { LANGUAGES } from './languages.ts';
import { MAIL_TEXTS } from './mail-texts.ts';
import { enTexts } from './texts.en.ts';
import { textsFor } from './texts-for.ts';

type Leaf = { path: string; value: unknown };

/** Every text of a catalogue with its dotted key ("mailTopicNames.cart-reminder"). */
function leaves(value: unknown, path = ''): Leaf[] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [{ path, value }];
}

/** A function text called with sample arguments: strings, then numbers, as its parameters take. */
function sample(fn: (...args: never[]) => unknown): unknown {
  const attempts: unknown[][] = [
    ['L', 'NG-104', 3],
    [2, 'NG-104'],
    [2, 3],
  ];
  const results = attempts.map((args) => String((fn as (...a: unknown[]) => unknown)(...args)));
  return results.find((r) => !r.includes('undefined') && !r.includes('NaN')) ?? results[0];
}

const DEVANAGARI = /[\u0900-\u097F]/;
/** Texts that Hindi shoppers read in Latin letters too (the courier's airway bill number's name, UPI, IFSC). */
const LATIN_IN_HINDI = new Set(['trackingAwb', 'returnPayoutUpi', 'returnIfsc']);
/** Texts that look a name up: a name they do not know stays as it is (an admin-added category). */
const LOOKUPS = new Set(['categoryName']);

describe('the text catalogues', () => {
  const english = leaves(enTexts);

  it.each(LANGUAGES)('%s has a text for every key, and no key English lacks', (lang) => {
    const theirs = leaves(textsFor(lang));
    expect(theirs.map((l) => l.path).sort()).toEqual(english.map((l) => l.path).sort());
    for (const { path, value } of theirs) {
      const same = english.find((l) => l.path === path)?.value;
      expect(typeof value, path).toBe(typeof same);
      const text = typeof value === 'function' ? sample(value as never) : value;
      expect(typeof text, path).toBe('string');
      expect((text as string).trim(), path).not.toBe('');
      if (typeof value === 'function') expect(value.length, path).toBe((same as () => string).length);
    }
  });

  it('writes every Hindi text in Devanagari, and keeps sizes and codes as given', () => {
    const hindi = textsFor('hi');
    for (const { path, value } of leaves(hindi)) {
      if (LATIN_IN_HINDI.has(path) || LOOKUPS.has(path)) continue;
      const text = typeof value === 'function' ? sample(value as never) : value;
      expect(text, path).toMatch(DEVANAGARI);
    }
    expect(hindi.sizeLabel('XL')).toBe('साइज़ XL');
    expect(hindi.designLabel('NG-104')).toBe('डिज़ाइन NG-104');
    expect(hindi.codOrderPlaced('₹1,299')).toContain('₹1,299');
    expect(hindi.sizesLabelWords.run('S', 'XXL')).toBe('साइज़ S–XXL');
    expect(hindi.categoryName('Cotton Nighties')).toBe('कॉटन नाइटी');
    expect(hindi.categoryName('Lounge & Co-ords')).toBe('लाउंज और को-ऑर्ड');
    expect(hindi.categoryName('Party Wear')).toBe('Party Wear');
  });

  it('keeps the specification’s English texts exactly as written', () => {
    const en = textsFor('en');
    expect(en.cartEmpty).toBe(messages.cartEmpty);
    expect(en.cartEmpty).toBe('Your Cart is Empty!');
    expect(en.passwordTooShort).toBe('Password must be at least 8 characters long.');
    expect(en.fillOutField('City')).toBe(messages.fillOutField('City'));
    expect(en.shipmentStateText).toBe(SHIPMENT_STATE_TEXT);
    expect(en.ndrReasonText).toBe(NDR_REASON_TEXT);
  });

  it('holds the shopper’s words and none of the back office’s, which `messages` keeps beside them', () => {
    const en = textsFor('en') as Record<string, unknown>;
    const shopper = Object.keys(shopperMessages);
    const staff = Object.keys(staffMessages);
    expect(staff.filter((k) => shopper.includes(k))).toEqual([]);
    expect(Object.keys(messages).sort()).toEqual([...shopper, ...staff].sort());
    for (const k of shopper) expect(en[k], k).toBe(messages[k as keyof typeof messages]);
    for (const k of staff) expect(en[k], k).toBeUndefined();
    expect(en.importColumnMissing).toBeUndefined();
    expect(en.promotionsTitle).toBeUndefined();
  });

  it('words the collected page descriptions as the pages write them today', () => {
    const en = textsFor('en');
    const store = { name: 'Nidra', addressLines: ['Plot 42', 'Hyderabad'], email: 'care@nidra.in' };
    expect(en.subcategoryPageDescription('Cotton Nighties', 'Nidra')).toBe(
      subcategoryDescription('Cotton Nighties', 'Nidra'),
    );
    expect(en.contactPageDescription(store.name, store.addressLines.join(', '), store.email)).toBe(
      contactDescription(store),
    );
    expect(en.productFallbackDescription('Mint Nighty', 'Nidra')).toBe(productSummary('', 'Mint Nighty', 'Nidra'));
  });

  it('loads one language at a time: neither module imports the other', async () => {
    const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(source('./texts.hi.ts')).not.toMatch(/from '\.\/texts\.en\.ts'|from '\.\.\/messages\.ts'/);
    expect(source('./texts.en.ts')).not.toMatch(/texts\.hi/);
    // Nor do the returns words each spreads (return-texts.en.ts, return-texts.hi.ts).
    expect(source('../returns/return-texts.hi.ts')).not.toMatch(/^import \{[^}]*\} from '\.\/return-texts\.en\.ts'/m);
    expect(source('../returns/return-texts.en.ts')).not.toMatch(/return-texts\.hi/);
    // The only imports of texts.en.ts in the Hindi module's graph are type-only (erased by the bundler).
    expect(source('./texts.ts')).toMatch(/^import type \{ enTexts \}/m);
    expect(await loadTexts('hi')).toBe(textsFor('hi'));
    expect(await loadTexts('en')).toBe(textsFor('en'));
  });

  it('has every mail text in both languages', () => {
    const en = leaves(MAIL_TEXTS.en);
    for (const lang of LANGUAGES) {
      const theirs = leaves(MAIL_TEXTS[lang]);
      expect(theirs.map((l) => l.path)).toEqual(en.map((l) => l.path));
      for (const { path, value } of theirs) {
        const text = typeof value === 'function' ? sample(value as never) : value;
        expect((text as string).trim(), path).not.toBe('');
        if (lang === 'hi') expect(text, path).toMatch(DEVANAGARI);
      }
    }
  });
});

describe('the language cookie', () => {
  it('reads lang among other cookies, and ignores an unknown value', async () => {
    const { languageFromCookie, languageCookie } = await import('./languages.ts');
    expect(languageFromCookie('a=1; lang=hi; b=2')).toBe('hi');
    expect(languageFromCookie('lang=fr')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
    expect(languageCookie('hi', true)).toBe('lang=hi; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});
