import { useAllTexts } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/unsubscribe.ts';

/** Asks before turning mails off: opening the link alone changes nothing, the button does. */
export function UnsubscribePanel({ token }: { token: string }) {
  const t = useAllTexts();
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe(token);
  const box = 'rounded-2xl bg-white p-6 text-center ring-1 ring-plum-100 sm:p-8';
  if (!token || info.isError)
    return (
      <p role="alert" className={box}>
        {t.invalidUnsubscribeLink}
      </p>
    );
  if (info.isPending) return <div aria-busy="true" className={`${box} h-40 animate-pulse bg-plum-50`} />;
  const topic = t.mailTopicNames[info.data.topic];
  if (info.data.unsubscribed)
    return (
      <p role="status" className={`${box} text-plum-800`}>
        {t.unsubscribed(topic)}
      </p>
    );
  return (
    <div className={box}>
      <p className="text-plum-800">{t.unsubscribeQuestion(topic, info.data.email)}</p>
      <Button className="mt-6 min-w-48" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
        {t.unsubscribeButton}
      </Button>
      {unsubscribe.isError && (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {unsubscribe.error.message}
        </p>
      )}
    </div>
  );
}
