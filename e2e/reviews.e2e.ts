import { productPath, subcategoryPath } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import { addPieceViaApi, adminToken, makePictures, signedInAdminPage } from './support/admin.ts';
import { DESKTOP, snapBoth, useBrowser } from './support/browser.ts';
import { deliveredOrder } from './support/delivered-order.ts';
import { restoreSessionBeforeLoad } from './support/shop-api.ts';

// A delivered order reviewed from Your Orders with a photo and "runs small", approved by the admin,
// then seen on the product page: after a full page load and after moving there inside the app.

const { open } = useBrowser();

describe('ratings and reviews', () => {
  it('a verified buyer reviews with a photo, the admin approves, the product page shows it', async () => {
    const token = await adminToken();
    const pictures = await makePictures('review');
    const name = `Dusk Rayon Kaftan ${Date.now().toString(36)}`;
    try {
      const product = await addPieceViaApi(token, pictures.files, { productName: name, fabric: 'Rayon' });
      const { shopper, label } = await deliveredOrder(token, product, 'Meera Iyer', '9822233344');

      // Your Orders: "Write a review" on the delivered line.
      const page = await open(DESKTOP);
      await restoreSessionBeforeLoad(page, shopper.session);
      await page.goto('/orders');
      const card = page.getByRole('article', { name: `Order ${label}` });
      await card.getByRole('button', { name: 'Write a review' }).click();
      const form = page.getByRole('dialog', { name: 'Write a review' });
      // The stars and the fit are labels over visually hidden radios: a shopper taps the label.
      const choose = async (option: string) => {
        await form.locator('label', { has: page.getByRole('radio', { name: option }) }).click();
        expect(await form.getByRole('radio', { name: option }).isChecked()).toBe(true);
      };
      await choose('4 stars');
      await choose('runs small');
      await form.getByLabel('Title (optional)').fill('Pretty, but size up');
      await form
        .getByLabel('Your review (optional)')
        .fill('Soft rayon and a lovely print. It runs small: order one size up.');
      await form.getByLabel('Photos (up to 3)').setInputFiles(pictures.files[0]!);
      await snapBoth(page, 'review-form');
      await form.getByRole('button', { name: 'Submit review' }).click();
      await page.getByText('Thank you! Your review will appear once our team has checked it.').waitFor();
      await card.getByText('Waiting for approval').waitFor();
      await card.getByRole('button', { name: 'Edit your review' }).waitFor();

      // The photo holds it for the admin, who approves it from the queue.
      const adminPage = await signedInAdminPage(open, token);
      await adminPage.goto('/admin/reviews');
      const held = adminPage.getByRole('listitem', { name: new RegExp(`^${name}`) });
      await held.getByText('has photos').waitFor();
      await held.getByRole('button', { name: 'Approve' }).click();
      await held.waitFor({ state: 'detached' });
      await adminPage.close();

      // A full page load: the rating by the price, what most buyers say, the review below the fold.
      await page.goto(productPath(product));
      await page.getByRole('link', { name: 'Rated 4 out of 5 from 1 review' }).waitFor();
      await page.getByText('Most buyers say: runs small').waitFor();
      const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
      await reviews.scrollIntoViewIfNeeded();
      await reviews.getByText('Soft rayon and a lovely print. It runs small: order one size up.').waitFor();
      await reviews.getByText('Size bought:', { exact: false }).waitFor();
      await reviews.getByRole('button', { name: 'Review photo 1' }).waitFor();
      await snapBoth(page, 'product-reviews');
      await reviews.getByRole('button', { name: 'Review photo 1' }).click();
      await page.getByRole('dialog', { name: 'Review photo 1' }).locator('img').waitFor();
      await page.keyboard.press('Escape');

      // Inside the app: from the subcategory list (its card shows the rating) to the product page.
      await page.goto(subcategoryPath(product.subcategory));
      const link = page.getByRole('link', { name: new RegExp(name) }).first();
      await link.getByText('Rated 4 out of 5 from 1 review').waitFor();
      await link.click();
      await page.waitForURL((u) => u.pathname === productPath(product));
      await page.getByText('Most buyers say: runs small').waitFor();
      const again = page.getByRole('region', { name: 'Ratings and reviews' });
      await again.scrollIntoViewIfNeeded();
      await again.getByText('Pretty, but size up').waitFor();
    } finally {
      pictures.remove();
    }
  });
});
