import type { PublicReview, ReviewPage } from '@nidra/shared/reviews/review.schema';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../../../test/dialog-polyfill.ts';
import { renderWithClient, requestedUrls, SLOW, stubApi } from '../../../test/harness.tsx';
import ReviewsSection from './reviews-section.tsx';

const PRODUCT = '11111111-1111-4111-8111-111111111111';
const summary = {
  average: 4,
  count: 2,
  stars: [0, 0, 0, 2, 0],
  fit: { small: 2, true: 0, large: 0 },
  mostSay: 'small' as const,
};
const aReview = (over: Partial<PublicReview>): PublicReview => ({
  id: '22222222-2222-4222-8222-222222222222',
  rating: 4,
  title: '',
  body: '',
  sizeFeedback: 'small',
  size: 'M',
  author: 'Asha R.',
  photos: [],
  helpfulCount: 0,
  storeReply: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function serve(reviews: PublicReview[]) {
  return stubApi((url) =>
    url.startsWith('/api/reviews/product/')
      ? [200, { summary, reviews, hasMore: false } satisfies ReviewPage]
      : [500, { message: 'unexpected' }],
  );
}

beforeAll(installDialogPolyfill);

describe('reviews list', () => {
  it('shows a review’s words as text: markup in it never becomes elements', async () => {
    serve([aReview({ title: '</script><script>alert(1)</script>', body: '<img src=x onerror=alert(2)> soft cotton' })]);
    const { container } = renderWithClient(<ReviewsSection productId={PRODUCT} summary={summary} />);
    expect(await screen.findByText('<img src=x onerror=alert(2)> soft cotton', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('</script><script>alert(1)</script>')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByText('Size bought: M · runs small')).toBeTruthy();
  });

  it('asks again sorted by newest and with photos only; a photo opens large', async () => {
    const fetchMock = serve([aReview({ photos: ['/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp'] })]);
    renderWithClient(<ReviewsSection productId={PRODUCT} summary={summary} />);
    await screen.findByRole('button', { name: 'Review photo 1' }, SLOW);
    fireEvent.change(screen.getByLabelText('Sort reviews'), { target: { value: 'newest' } });
    fireEvent.click(screen.getByLabelText('With photos'));
    await screen.findByRole('button', { name: 'Review photo 1' }, SLOW);
    expect(requestedUrls(fetchMock).at(-1)).toBe(`/api/reviews/product/${PRODUCT}?sort=newest&withPhotos=true&page=1`);
    fireEvent.click(screen.getByRole('button', { name: 'Review photo 1' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp');
  });
});
