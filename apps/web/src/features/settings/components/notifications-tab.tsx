// The settings notifications tab (docs/behaviour/account.md#settings: "preferences saved locally only"): what to hear
// about and on which channels, as switches; Save keeps them in this browser and says 'Changes saved'.
import { Bell, Mail, MessageSquare, Smartphone, type LucideIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { useNotificationPrefsStore, type NotificationPrefs } from '../stores/notification-prefs-store.ts';
import { primaryButtonClass, SettingsSection } from './settings-section.tsx';
import { tk } from '../../../i18n/translation-key.ts';

interface PrefRow {
  key: keyof NotificationPrefs;
  label: string;
  description: string;
  icon?: LucideIcon;
}

// t() translates these where they are drawn.
const TOPICS: readonly PrefRow[] = [
  {
    key: 'orderUpdates',
    label: tk('Order updates'),
    description: tk('Confirmation, dispatch, delivery and returns.'),
  },
  {
    key: 'promotions',
    label: tk('Offers and promotions'),
    description: tk('Sales, coupons and deals picked for you.'),
  },
  {
    key: 'priceDrops',
    label: tk('Price drops'),
    description: tk('When an item in your wishlist gets cheaper.'),
  },
  { key: 'newsletter', label: tk('Newsletter'), description: tk('New arrivals and stories, once a week.') },
];

const CHANNELS: readonly PrefRow[] = [
  { key: 'email', label: tk('Email'), description: tk('To your account email.'), icon: Mail },
  { key: 'sms', label: 'SMS', description: tk('Text messages to your phone.'), icon: MessageSquare },
  {
    key: 'push',
    label: tk('Push notifications'),
    description: tk('Alerts in this browser.'),
    icon: Smartphone,
  },
];

export function NotificationsTab() {
  const { t } = useTranslation();
  const saved = useNotificationPrefsStore((s) => s.prefs);
  const save = useNotificationPrefsStore((s) => s.save);
  const { register, handleSubmit, reset } = useForm<NotificationPrefs>({ values: saved });

  const submit = handleSubmit((values) => {
    save(values);
    reset(values);
    toast.success(t(M.changesSaved));
  });

  const rows = (list: readonly PrefRow[]) => (
    <ul className="divide-y divide-line rounded-md border border-line">
      {list.map(({ key, label, description, icon: Icon = Bell }) => (
        <li key={key}>
          <label className="flex cursor-pointer items-center gap-3 px-3 py-3 hover:bg-page/60 md:px-4">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
            >
              <Icon className="size-4" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-ink">{t(label)}</span>
              <span className="block text-xs text-ink-muted">{t(description)}</span>
            </span>
            <input type="checkbox" role="switch" className="peer sr-only" {...register(key)} />
            <span
              aria-hidden="true"
              className="relative h-6 w-11 shrink-0 rounded-full bg-line transition-colors peer-checked:bg-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 after:absolute after:start-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5"
            />
          </label>
        </li>
      ))}
    </ul>
  );

  return (
    <SettingsSection
      title={t('Notification Preferences')}
      description={t('Choose what we tell you about and how. Saved on this device.')}
    >
      <form onSubmit={(event) => void submit(event)} aria-label={t('Notification Preferences')}>
        <fieldset>
          <legend className="mb-2 text-sm font-bold uppercase tracking-wide text-ink-muted">
            {t('Tell me about')}
          </legend>
          {rows(TOPICS)}
        </fieldset>
        <fieldset className="mt-6">
          <legend className="mb-2 text-sm font-bold uppercase tracking-wide text-ink-muted">
            {t('Reach me by')}
          </legend>
          {rows(CHANNELS)}
        </fieldset>
        <div className="mt-5">
          <button type="submit" className={primaryButtonClass}>
            {t('Save Preferences')}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}
