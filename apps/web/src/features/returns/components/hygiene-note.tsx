import { useTexts } from '../../../lib/texts.tsx';

/** On a hygiene item's product page, before purchase: it cannot be returned or exchanged (ADR 0027). */
export function HygieneNote({ isHygiene }: { isHygiene?: boolean }) {
  const t = useTexts();
  if (!isHygiene) return null;
  return (
    <p className="rounded-lg border border-plum-100 bg-blush-50 px-3 py-2 text-sm text-plum-900">
      {t.returnProductHygieneNote}
    </p>
  );
}
