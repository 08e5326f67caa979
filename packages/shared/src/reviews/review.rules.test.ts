import { describe, expect, it } from 'vitest';
import { averageRating, moderateReview, mostBuyersSay, parseBlockedWords, textHold } from './review.rules.ts';

describe('review moderation rules', () => {
  const words = parseBlockedWords(' Scam, fake product ,, ');
  it('reads the configured list as lower-case words', () => expect(words).toEqual(['scam', 'fake product']));
  it.each([
    ['See https://x.in', 'link'],
    ['buy at www.cheap.example', 'link'],
    ['my shop nightwear.in', 'link'],
    ['Call +91 98765 43210', 'phone'],
    ['whatsapp 9876543210', 'phone'],
    ['A SCAM!', 'word'],
    ['a fake product', 'word'],
  ])('holds %s for %s', (text, why) => expect(textHold(text, words)).toBe(why));
  it.each([
    'Soft cotton, true to size, 5 stars',
    'Washed 10 times, still fine. Size 32 fits 34 chest.',
    'scampi is not scam-free?'.replace('scam-free', 'lovely'),
  ])('lets %s through', (text) => expect(textHold(text, words)).toBeNull());
  it('sends a clean review with photos to staff', () => {
    expect(moderateReview({ title: '', body: 'Nice', photoCount: 1 }, words)).toEqual({
      status: 'pending',
      heldFor: 'photos',
    });
    expect(moderateReview({ title: '', body: 'Nice', photoCount: 0 }, words)).toEqual({
      status: 'published',
      heldFor: '',
    });
  });
});

describe('rating summaries', () => {
  it('says what most buyers say only when more than half agree', () => {
    expect(mostBuyersSay({ small: 3, true: 2, large: 0 })).toBe('small');
    expect(mostBuyersSay({ small: 2, true: 2, large: 0 })).toBeNull();
    expect(mostBuyersSay({ small: 0, true: 0, large: 0 })).toBeNull();
  });
  it('averages to one decimal', () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(0, 0)).toBe(0);
  });
});
