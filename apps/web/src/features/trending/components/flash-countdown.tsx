// "The first of these flash deals ends in 02:14:09": the time left until the first sale of the list ends (docs/behaviour/catalogue.md#rankings),
// ticking every second; when it reaches zero the list is stale and the shopper is told to reload.
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../../lib/use-countdown.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** Seconds as H:MM:SS, hours unbounded (a sale may run for days: 54:10:00). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

export function FlashCountdown({ endsAt }: { endsAt: string }) {
  const { t } = useTranslation();
  const left = useCountdown(Date.parse(endsAt));
  return (
    <p
      role="timer"
      aria-live="off"
      className="flex items-center gap-2 rounded-lg bg-danger-50 px-3 py-2 text-sm font-semibold text-danger shadow-card md:text-base"
    >
      <Timer aria-hidden="true" className="size-5 shrink-0" />
      {left > 0
        ? t('The first of these flash deals ends in {{time}}', { time: formatCountdown(left) })
        : t('This flash sale has ended. Reload to see the sales still running.')}
    </p>
  );
}
