// The /location-test actions (docs/behaviour/location.md#location-picker, docs/behaviour/static-pages.md#demo-pages):
// auto-detect, set by pincode 110001, clear, and refresh from storage, with each action's loading state and message.
import { Eraser, Loader2, LocateFixed, MapPinned, RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_MESSAGES } from '@haat/domain/location/location-messages';
import { useLocationStore } from '../../../lib/stores/location-store.ts';
import {
  locationErrorText,
  useDetectLocation,
  useSetLocationByPincode,
} from '../hooks/use-location-actions.ts';

/** The pincode the demo sets: New Delhi's GPO (docs/behaviour/location.md#location-picker). */
const DEMO_PINCODE = '110001';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

export function LocationActionsPanel() {
  const { t } = useTranslation();
  const detect = useDetectLocation();
  const byPincode = useSetLocationByPincode();
  const clearLocation = useLocationStore((s) => s.clearLocation);
  const reload = useLocationStore((s) => s.reload);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const busy = detect.isPending || byPincode.isPending;

  const succeeded = (text: string) => setOutcome({ kind: 'success', text });
  const failed = (error: unknown, fallback: string) =>
    setOutcome({ kind: 'error', text: t(locationErrorText(error, fallback)) });

  return (
    <section aria-labelledby="location-actions-heading" className="rounded-lg bg-card p-4 shadow-card md:p-5">
      <h2 id="location-actions-heading" className="text-base font-bold text-ink">
        {t('Actions')}
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <ActionButton
          icon={detect.isPending ? Spinner : <LocateFixed className="h-4 w-4" aria-hidden="true" />}
          disabled={busy}
          primary
          onClick={() => {
            setOutcome(null);
            detect.mutate(undefined, {
              onSuccess: (l) => succeeded(t('Detected {{place}}', { place: `${l.city} ${l.pincode}` })),
              onError: (error) => failed(error, LOCATION_MESSAGES.detectFailed),
            });
          }}
        >
          {detect.isPending ? t('Detecting…') : t('Auto-detect')}
        </ActionButton>
        <ActionButton
          icon={byPincode.isPending ? Spinner : <MapPinned className="h-4 w-4" aria-hidden="true" />}
          disabled={busy}
          onClick={() => {
            setOutcome(null);
            byPincode.mutate(DEMO_PINCODE, {
              onSuccess: (l) => succeeded(t('Set to {{place}}', { place: `${l.city} ${l.pincode}` })),
              onError: (error) => failed(error, LOCATION_MESSAGES.fetchFromPincodeFailed),
            });
          }}
        >
          {t('Set pincode {{pincode}}', { pincode: DEMO_PINCODE })}
        </ActionButton>
        <ActionButton
          icon={<Eraser className="h-4 w-4" aria-hidden="true" />}
          disabled={busy}
          onClick={() => {
            clearLocation();
            succeeded(t('Location cleared'));
          }}
        >
          {t('Clear')}
        </ActionButton>
        <ActionButton
          icon={<RefreshCw className="h-4 w-4" aria-hidden="true" />}
          disabled={busy}
          onClick={() => {
            reload();
            succeeded(t('Location reloaded from storage'));
          }}
        >
          {t('Refresh')}
        </ActionButton>
      </div>
      <p
        role="status"
        className={`mt-3 min-h-5 text-sm font-medium ${outcome?.kind === 'error' ? 'text-danger' : 'text-success'}`}
      >
        {outcome?.text ?? ''}
      </p>
    </section>
  );
}

const Spinner = <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />;

function ActionButton({
  icon,
  children,
  primary = false,
  disabled,
  onClick,
}: {
  icon: ReactNode;
  children: ReactNode;
  primary?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={`flex h-10 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-2 text-xs font-bold sm:text-sm [&>svg]:shrink-0 disabled:cursor-wait disabled:opacity-60 ${
        primary
          ? 'bg-brand-700 text-white hover:bg-brand-800'
          : 'border border-line bg-card text-ink hover:border-brand-500 hover:bg-brand-50'
      }`}
    >
      {icon}
      {children}
    </button>
  );
}
