// The language picker (docs/behaviour/shell.md#languages): the 14 interface languages by their own names; opened from
// the header, the side menu and the footer. Loaded on intent through language-picker.tsx.
import { Check, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguageCode, type LanguageCode } from '@haat/domain/shell/languages';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { changeLanguage } from '../../../i18n/i18n.ts';

export function LanguagePickerDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const current: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const currentRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState<LanguageCode | null>(null);
  const returnFocus = useReturnFocus();

  async function choose(code: LanguageCode) {
    if (code !== current) {
      setPending(code);
      try {
        await changeLanguage(code);
      } finally {
        setPending(null);
      }
    }
    onOpenChange(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[85dvh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-card shadow-pop focus:outline-none"
          onOpenAutoFocus={(event) => {
            returnFocus.remember();
            event.preventDefault();
            currentRef.current?.focus();
          }}
          onCloseAutoFocus={returnFocus.restore}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-ink">
                {t('Choose your language')}
              </Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-ink-muted">
                {t('Shop in the language you are most comfortable with.')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="-me-2 rounded-full p-2 text-ink-muted hover:bg-page hover:text-ink"
              aria-label={t('Close')}
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <ul
            className="grid grid-cols-2 gap-2 overflow-y-auto p-4 sm:grid-cols-3"
            aria-label={t('Languages')}
          >
            {LANGUAGES.map((language) => {
              const selected = language.code === current;
              return (
                <li key={language.code}>
                  <button
                    ref={selected ? currentRef : undefined}
                    type="button"
                    aria-pressed={selected}
                    disabled={pending !== null}
                    onClick={() => void choose(language.code)}
                    className={`flex w-full items-center justify-between gap-2 rounded-lg border px-3 py-2.5 text-start transition-colors disabled:cursor-wait ${
                      selected
                        ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                        : 'border-line hover:border-brand-500 hover:bg-brand-50'
                    }`}
                  >
                    <span className="min-w-0">
                      <span
                        lang={language.code}
                        dir={language.dir}
                        className="block truncate font-semibold text-ink"
                      >
                        {language.native}
                      </span>
                      <span className="block truncate text-xs text-ink-muted">{t(language.name)}</span>
                    </span>
                    {selected && <Check className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />}
                    {pending === language.code && <span className="sr-only">{t('Loading…')}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
