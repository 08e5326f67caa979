import { POSTAL_TRACKING_URL } from '@nidra/shared';
import { useAllTexts } from '../../../lib/texts.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';

type Props = { open: boolean; onClose: () => void; trackingNumber: string; orderId: string };

/** 'Track your order': the tracking number and a link to India Post's tracking site. */
export function TrackOrderDialog({ open, onClose, trackingNumber, orderId }: Props) {
  const t = useAllTexts();
  return (
    <Modal open={open} onClose={onClose} label={t.trackYourOrder}>
      <div className="w-[min(90vw,26rem)] p-6 sm:p-8">
        <h2 className="font-display text-2xl text-plum-900">{t.trackYourOrder}</h2>
        <p className="mt-1 text-sm text-plum-700">{orderId}</p>
        {trackingNumber ? (
          <>
            <p className="mt-5 text-sm text-plum-800">{t.indiaPostTrackingNumber}</p>
            <p className="mt-1 select-all rounded-xl bg-plum-50 px-4 py-3 font-mono text-lg tracking-wide text-ink">
              {trackingNumber}
            </p>
            <p className="mt-3 text-sm text-plum-700">{t.indiaPostCopyHint}</p>
          </>
        ) : (
          <p className="mt-5 text-sm text-plum-800">{t.trackingAppearsSoon}</p>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <a
            href={POSTAL_TRACKING_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'px-6')}
          >
            {t.openIndiaPostTracking}
            <span className="sr-only">{t.opensInNewTab}</span>
          </a>
          <Button variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
