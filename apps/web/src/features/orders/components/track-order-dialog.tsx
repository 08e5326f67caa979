import { messages, POSTAL_TRACKING_URL } from '@nidra/shared';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';

type Props = { open: boolean; onClose: () => void; trackingNumber: string; orderId: string };

/** 'Track your order': the tracking number and a link to India Post's tracking site. */
export function TrackOrderDialog({ open, onClose, trackingNumber, orderId }: Props) {
  return (
    <Modal open={open} onClose={onClose} label={messages.trackYourOrder}>
      <div className="w-[min(90vw,26rem)] p-6 sm:p-8">
        <h2 className="font-display text-2xl text-plum-900">{messages.trackYourOrder}</h2>
        <p className="mt-1 text-sm text-plum-700">{orderId}</p>
        {trackingNumber ? (
          <>
            <p className="mt-5 text-sm text-plum-800">Your India Post tracking number</p>
            <p className="mt-1 select-all rounded-xl bg-plum-50 px-4 py-3 font-mono text-lg tracking-wide text-ink">
              {trackingNumber}
            </p>
            <p className="mt-3 text-sm text-plum-700">Copy it and enter it on the India Post tracking page.</p>
          </>
        ) : (
          <p className="mt-5 text-sm text-plum-800">
            Your tracking number will appear here as soon as your order is dispatched.
          </p>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <a
            href={POSTAL_TRACKING_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'px-6')}
          >
            Open India Post tracking<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Modal>
  );
}
