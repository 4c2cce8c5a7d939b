// The side menu's All Categories accordion: one panel per category, 6 item links per subcategory
// (docs/behaviour/shell.md#slide-in-menu, #limits).
import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SIDE_MENU_CATEGORIES } from '../../../features/navigation/menu-data.ts';

export function SideMenuCategories() {
  const { t } = useTranslation();
  return (
    <Accordion.Root type="single" collapsible>
      {SIDE_MENU_CATEGORIES.map((category) => (
        <Accordion.Item key={category.id} value={category.id}>
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between px-4 py-2.5 text-start text-sm font-medium text-ink hover:bg-page data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800">
              {t(category.label)}
              <ChevronDown
                className="h-4 w-4 shrink-0 text-ink-muted transition-transform group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="bg-page/70 pb-2">
            <Link
              to={category.to}
              className="block px-6 py-2 text-sm font-semibold text-brand-700 hover:underline"
            >
              {t('All {{category}}', { category: t(category.label) })}
            </Link>
            {category.groups.map((group) => (
              <div key={group.to} className="px-6 pb-1.5">
                <Link
                  to={group.to}
                  className="block py-1 text-xs font-bold uppercase tracking-wide text-ink-muted hover:text-brand-700"
                >
                  {t(group.label)}
                </Link>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} className="block py-1.5 ps-2 text-sm text-ink hover:text-brand-700">
                        {t(item.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
