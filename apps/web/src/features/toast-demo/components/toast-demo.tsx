// The buttons of /toast-demo: one per toast of the catalogue, grouped, each showing its toast through the app's
// Toaster (bottom centre, 2 s, at most 3, docs/behaviour/shell.md#toasts); and a burst of five that shows the cap of
// three.
import {
  CircleCheck,
  CircleX,
  Info,
  Layers,
  LoaderCircle,
  MessageSquare,
  MousePointerClick,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@haat/domain/shell/store-info';
import { PROMISE_DEMO_MS, TOAST_GROUPS, type DemoToast, type ToastKind } from '../toast-catalogue.ts';

const KIND_ICON: Record<ToastKind, { icon: LucideIcon; tone: string }> = {
  success: { icon: CircleCheck, tone: 'text-success' },
  error: { icon: CircleX, tone: 'text-danger' },
  info: { icon: Info, tone: 'text-brand-600' },
  warning: { icon: TriangleAlert, tone: 'text-accent-600' },
  message: { icon: MessageSquare, tone: 'text-ink-muted' },
  promise: { icon: LoaderCircle, tone: 'text-brand-600' },
  promiseFails: { icon: LoaderCircle, tone: 'text-danger' },
};

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

export function ToastDemo({ shopperName }: { shopperName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const copyLink = () => {
    navigator.clipboard.writeText(window.location.href).then(
      () => toast.success(t('Link copied to clipboard')),
      () => toast.error(t('Could not copy the link. Please copy it from the address bar.')),
    );
  };

  const show = (demo: DemoToast) => {
    const message = t(demo.message, { name: shopperName, ...demo.params });
    const description = demo.description ? t(demo.description) : undefined;
    const action = demo.action
      ? {
          label: t(demo.action.label),
          onClick: 'to' in demo.action ? () => navigate((demo.action as { to: string }).to) : copyLink,
        }
      : undefined;
    const data = { description, action };
    switch (demo.kind) {
      case 'promise':
      case 'promiseFails':
        toast.promise(
          wait(PROMISE_DEMO_MS).then(() => {
            if (demo.kind === 'promiseFails') throw new Error(message);
          }),
          {
            loading: t(demo.loading ?? 'Loading...'),
            success: message,
            error: message,
          },
        );
        return;
      case 'message':
        toast(message, data);
        return;
      default:
        toast[demo.kind](message, data);
    }
  };

  const burst = () => {
    const examples = TOAST_GROUPS.flatMap((group) => group.toasts)
      .filter((demo) => demo.kind !== 'promise' && demo.kind !== 'promiseFails' && !demo.action)
      .slice(0, 5);
    examples.forEach(show);
  };

  return (
    <div className="mx-auto max-w-5xl space-y-3 md:space-y-4">
      <header className="rounded-lg bg-card px-4 py-4 shadow-card md:px-6 md:py-5">
        <h1 className="text-xl font-bold text-ink md:text-2xl">{t('Toast Demo')}</h1>
        <p className="mt-1 text-sm text-ink-muted">
          {t(
            'Toasts appear at the bottom centre, close by themselves after {{seconds}} seconds, and at most {{count}} show at once.',
            { seconds: TOAST_DURATION_MS / 1000, count: TOAST_MAX_VISIBLE },
          )}
        </p>
        <button
          type="button"
          onClick={burst}
          className="mt-3 inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Layers aria-hidden="true" className="size-4" />
          {t('Show 5 toasts at once')}
        </button>
      </header>

      <div className="grid gap-3 md:grid-cols-2 md:gap-4">
        {TOAST_GROUPS.map((group, index) => (
          <section
            key={group.title}
            aria-labelledby={`toast-group-${index}`}
            className="rounded-lg bg-card px-4 py-4 shadow-card md:px-5"
          >
            <h2 id={`toast-group-${index}`} className="text-base font-semibold text-ink">
              {t(group.title)}
            </h2>
            <p className="mt-0.5 text-sm text-ink-muted">{t(group.description)}</p>
            <ul className="mt-3 grid grid-cols-2 gap-2">
              {group.toasts.map((demo) => {
                const { icon: Icon, tone } = demo.action
                  ? { icon: MousePointerClick, tone: 'text-brand-700' }
                  : KIND_ICON[demo.kind];
                return (
                  <li key={demo.label}>
                    <button
                      type="button"
                      onClick={() => show(demo)}
                      className="flex min-h-11 w-full items-center gap-2 rounded-md border border-line bg-card px-3 py-2 text-start text-sm font-medium text-ink hover:border-brand-200 hover:bg-brand-50"
                    >
                      <Icon aria-hidden="true" className={`size-4 shrink-0 ${tone}`} />
                      <span className="min-w-0 flex-1">{t(demo.label)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
