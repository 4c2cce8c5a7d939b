// 'What Makes a Product Trending?' (docs/behaviour/catalogue.md#trending-page): the three signals, described as we
// measure them.
import { Eye, MessagesSquare, Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function TrendingInfoBlock() {
  const { t } = useTranslation();
  const signals = [
    {
      icon: Eye,
      title: t('High Views'),
      text: t('More shoppers open the product page than in the period before.'),
    },
    {
      icon: Rocket,
      title: t('Sales Velocity'),
      text: t('Orders are growing faster than for similar products.'),
    },
    {
      icon: MessagesSquare,
      title: t('Social Buzz'),
      text: t('Shoppers keep searching for it, reviewing it and coming back to it.'),
    },
  ];
  return (
    <section aria-labelledby="trending-info-title" className="rounded-lg bg-card p-4 shadow-card md:p-6">
      <h2 id="trending-info-title" className="text-base font-bold text-ink md:text-lg">
        {t('What Makes a Product Trending?')}
      </h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-3 md:gap-4">
        {signals.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-md bg-page p-3">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700"
            >
              <Icon className="size-5" />
            </span>
            <div>
              <h3 className="text-sm font-semibold text-ink">{title}</h3>
              <p className="mt-0.5 text-xs text-ink-muted md:text-sm">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
