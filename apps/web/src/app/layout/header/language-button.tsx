// The header's language shortcut: a globe with the current language's code, named by the code and the language.
import { Globe } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@haat/domain/shell/languages';

export function LanguageButton({
  onClick,
  intent,
  className = '',
}: {
  onClick: () => void;
  /** Starts loading the picker on hover or focus. */
  intent?: Pick<HTMLAttributes<HTMLElement>, 'onPointerEnter' | 'onFocus'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];
  return (
    <button
      type="button"
      {...intent}
      onClick={onClick}
      aria-haspopup="dialog"
      className={`items-center gap-1 rounded-md px-2 py-2 text-sm font-bold uppercase text-white hover:bg-white/10 focus-visible:outline-white ${className}`}
    >
      <Globe className="h-5 w-5" aria-hidden="true" />
      {/* The name starts with the code shown ("UR"), then says what it is: a name without the shown text fails
          speech input and axe's label-in-name (docs/behaviour/shell.md#accessibility). */}
      {language.code}
      <span className="sr-only normal-case">
        {' '}
        {t('Language: {{language}}', { language: language.native })}
      </span>
    </button>
  );
}
