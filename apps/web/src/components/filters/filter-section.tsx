// One collapsible section of a filter panel: a heading button that opens and closes it (radix Collapsible), the
// 'Popular' badge of priority sections, and how many of its options are chosen.
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FilterSectionProps {
  title: string;
  popular?: boolean;
  /** Chosen options in the section, shown beside the title while it is closed too. */
  chosen?: number;
  defaultOpen?: boolean;
  children: ReactNode;
}

export function FilterSectionFrame({
  title,
  popular,
  chosen = 0,
  defaultOpen = true,
  children,
}: FilterSectionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className="border-b border-line py-3 last:border-b-0"
    >
      <h3>
        <Collapsible.Trigger className="group flex w-full items-center gap-2 rounded text-start text-sm font-semibold text-ink">
          <span className="min-w-0 flex-1 truncate">{title}</span>
          {popular && (
            <span className="rounded-full bg-accent-100 px-2 py-0.5 text-[10px] font-bold tracking-wide text-accent-700 uppercase">
              {t('Popular')}
            </span>
          )}
          {chosen > 0 && (
            <span className="grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[11px] font-bold text-white">
              <span className="sr-only">{t('{{count}} chosen', { count: chosen })}</span>
              <span aria-hidden>{chosen}</span>
            </span>
          )}
          <ChevronDown
            aria-hidden
            className="size-4 text-ink-muted transition-transform group-data-[state=open]:rotate-180"
          />
        </Collapsible.Trigger>
      </h3>
      <Collapsible.Content className="pt-3">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
