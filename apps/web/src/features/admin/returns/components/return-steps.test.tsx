import { returnMessages } from '@nidra/shared/returns/return.messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/harness.tsx';
import { renderAdmin, withAdminSignedIn } from '../../test/render-admin.tsx';
import { ReturnSteps } from './return-steps.tsx';

const ID = '0c7d8f7e-0000-4000-8000-000000000001';
const request = (qcPhotos: string[]) => ({
  _id: ID,
  kind: 'RETURN',
  orderId: '0c7d8f7e-0000-4000-8000-000000000002',
  orderNumber: 1042,
  status: 'PICKED_UP',
  reason: 'TOO_SMALL',
  note: '',
  items: [
    { orderItemId: 'a', name: 'Cotton Nightie', size: 'M', quantity: 1, wantedProductId: null, wantedSize: null },
  ],
  pickup: 'COURIER',
  pickupAwb: '12345678901234',
  rejectReason: '',
  qcPhotos,
  refundPaise: 0,
  refundTo: 'PhonePe',
  refundToPayment: true,
  refundState: null,
  refundMethod: null,
  creditNoteNumber: null,
  exchangeOrderNumber: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  customer: { name: 'Asha', email: 'asha@example.com' },
});

withAdminSignedIn();

describe('ReturnSteps quality-check photos', () => {
  it('uploads the chosen photos as multipart `photos` and shows them as thumbnails', async () => {
    const user = userEvent.setup();
    const sent: FormData[] = [];
    let photos: string[] = [];
    stubApi((url, init) => {
      if (url === `/api/admin/returns/${ID}` && init?.method !== 'POST') return [200, request(photos)];
      if (url === `/api/admin/returns/${ID}/qc-photos` && init?.method === 'POST') {
        sent.push(init.body as FormData);
        photos = ['/images/0123456789abcdef01234567.webp'];
        return [200, request(photos)];
      }
      return undefined;
    });
    renderAdmin('/admin/after-sales', <ReturnSteps id={ID} />);
    const input = await screen.findByLabelText(returnMessages.returnQcPhotosAdd);
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    await user.upload(input, new File([new Uint8Array([1, 2, 3])], 'stain.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0].getAll('photos')[0] as File).name).toBe('stain.jpg');
    const thumb = await screen.findByRole('img', { name: returnMessages.returnQcPhotoAlt(1) });
    expect(thumb.getAttribute('src')).toBe('/images/0123456789abcdef01234567-240.webp');
    expect(screen.getByRole('list', { name: returnMessages.returnQcPhotos })).toBeTruthy();
  });
});
