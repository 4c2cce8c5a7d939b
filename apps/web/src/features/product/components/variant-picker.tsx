// The product page's variant picker (docs/behaviour/product.md#variant-picker, issue 23 item 1): one row per option
// the group's listings differ by, colour as swatches (the variant's picture, else its colour), the rest as buttons
// ('128 GB', 'M', 'Paperback'), each with its price when the row's prices differ. Choosing one fetches that listing
// and then switches the page to it in place: /product/<id> with history replace (Back leaves the page), the scroll
// kept. Listings out of stock are shown struck and cannot be chosen; combinations that do not exist are disabled.
// Groups whose listings carry no options yet get the chips by variant name, as before.
import { useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { swatchHex } from '@haat/domain/catalog/colour-swatches';
import type { Product } from '@haat/domain/catalog/product.schema';
import { formatInr } from '@haat/domain/money/money';
import { OPTION_LABELS } from '../../../components/product/card-facts.ts';
import { ProductImage } from '../../../components/product/product-image.tsx';
import { productQueryOptions } from '../api/product-queries.ts';
import {
  variantPickerRows,
  visibleChoices,
  visibleVariants,
  type OptionChoice,
  type OptionRow,
  variantValueKey,
} from '../product-facts.ts';

/** Choices shown per row (and chips in the fallback) before 'Show all': Add to Cart stays near the fold. */
export const CHOICES_SHOWN = 12;
const VARIANTS_SHOWN = 6;

const productPath = (id: string) => `/product/${encodeURIComponent(id)}`;

export function VariantPicker({ product }: { product: Product }) {
  const variants = product.variants ?? [];
  if (variants.length < 2) return null;
  const rows = variantPickerRows(variants, product.id);
  if (rows.length === 0) return <VariantChips product={product} />;
  return <OptionRows product={product} rows={rows} />;
}

function OptionRows({ product, rows }: { product: Product; rows: OptionRow[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);

  const prefetch = (id: string) => void queryClient.prefetchQuery(productQueryOptions(id));
  const choose = async (id: string) => {
    if (pending) return;
    setPending(id);
    // The listing is fetched before the page switches, so the page goes from one product to the other without a
    // skeleton between; a failed fetch still switches, and the page says what went wrong.
    await queryClient.prefetchQuery(productQueryOptions(id));
    void navigate(productPath(id), { replace: true, state: { keepScroll: true } });
  };

  return (
    <section className="space-y-3" aria-label={t('Choose a variant')} data-testid="variant-picker">
      {rows.map((row) => (
        <OptionRowView
          key={row.code}
          row={row}
          pending={pending}
          onChoose={(id) => void choose(id)}
          onIntent={prefetch}
          productName={product.name}
        />
      ))}
    </section>
  );
}

function OptionRowView({
  row,
  pending,
  onChoose,
  onIntent,
  productName,
}: {
  row: OptionRow;
  pending: string | null;
  onChoose: (id: string) => void;
  onIntent: (id: string) => void;
  productName: string;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const label = t(OPTION_LABELS[row.code]);
  // Colours, sizes and storage as the seller wrote them; a condition in the store's words, translated.
  const say = (value: string) => {
    const key = variantValueKey(row.code, value);
    return key ? t(key) : value;
  };
  const headingId = `variant-option-${row.code}`;
  const shown = expanded ? row.choices : visibleChoices(row.choices, CHOICES_SHOWN);
  const swatches = row.code === 'colour';
  return (
    <div role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-1.5 text-sm text-ink">
        {label}: <bdi className="font-semibold">{say(row.current)}</bdi>
      </h2>
      <ul className={`flex flex-wrap ${swatches ? 'gap-2' : 'gap-1.5'}`}>
        {shown.map((choice) => (
          <li key={choice.value}>
            <ChoiceButton
              choice={choice}
              shown={say(choice.value)}
              label={label}
              swatch={swatches}
              busy={pending !== null && choice.target?.productId === pending}
              productName={productName}
              onChoose={onChoose}
              onIntent={onIntent}
            />
          </li>
        ))}
      </ul>
      {row.choices.length > CHOICES_SHOWN && (
        <button
          type="button"
          onClick={() => setExpanded((e) => !e)}
          aria-expanded={expanded}
          className="mt-1.5 text-xs font-semibold text-brand-700 hover:underline"
        >
          {expanded
            ? t('Show fewer options')
            : t('Show all {{count}} options', { count: row.choices.length })}
        </button>
      )}
    </div>
  );
}

function ChoiceButton({
  choice,
  shown,
  label,
  swatch,
  busy,
  productName,
  onChoose,
  onIntent,
}: {
  choice: OptionChoice;
  /** The value as the page shows it (a condition translated). */
  shown: string;
  label: string;
  swatch: boolean;
  busy: boolean;
  productName: string;
  onChoose: (id: string) => void;
  onIntent: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { state, target, value, price } = choice;
  const selected = state === 'selected';
  const out = state === 'out' || (selected && (target?.stock ?? 0) <= 0);
  const disabled = state === 'out' || state === 'missing';
  const note = out
    ? t('Out of stock')
    : state === 'missing'
      ? t('Not available')
      : choice.changesOthers
        ? t('Changes other options')
        : null;
  const accessibleName = [`${label}: ${shown}`, price !== null ? formatInr(price) : null, note]
    .filter(Boolean)
    .join(', ');
  const id = target?.productId;
  const frame = selected
    ? 'border-brand-700 ring-1 ring-brand-700 bg-brand-50'
    : disabled
      ? 'border-dashed border-line bg-page'
      : choice.changesOthers
        ? 'border-dashed border-ink-subtle bg-white hover:border-brand-500'
        : 'border-line bg-white hover:border-brand-500';
  const text = disabled ? 'text-ink-subtle' : 'text-ink';
  const strike = out ? 'line-through' : '';

  const body = swatch ? (
    <>
      <Swatch value={value} image={target?.image ?? null} productName={productName} dim={disabled} />
      {price !== null && <span className={`block text-[11px] ${strike}`}>{formatInr(price)}</span>}
    </>
  ) : (
    <>
      <span dir="auto" className={`block font-medium ${strike}`}>
        {shown}
      </span>
      {price !== null && (
        <span className={`block text-[11px] text-ink-muted ${strike}`}>{formatInr(price)}</span>
      )}
    </>
  );

  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-disabled={disabled || undefined}
      aria-busy={busy || undefined}
      aria-label={accessibleName}
      title={note ? `${shown} (${note})` : shown}
      onClick={() => {
        if (!disabled && !selected && id) onChoose(id);
      }}
      onPointerEnter={() => {
        if (!disabled && !selected && id) onIntent(id);
      }}
      onFocus={() => {
        if (!disabled && !selected && id) onIntent(id);
      }}
      className={`relative rounded-md border text-center text-xs transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${frame} ${text} ${
        swatch ? 'p-1' : 'min-w-14 px-3 py-1.5'
      } ${disabled ? 'cursor-not-allowed' : ''} ${busy ? 'animate-pulse' : ''}`}
    >
      {body}
      {selected && !swatch && (
        <Check
          aria-hidden
          className="absolute -end-1.5 -top-1.5 size-3.5 rounded-full bg-brand-700 p-0.5 text-white"
        />
      )}
    </button>
  );
}

/** The variant's own picture, else a disc of its colour, else its name. */
function Swatch({
  value,
  image,
  productName,
  dim,
}: {
  value: string;
  image: string | null;
  productName: string;
  dim: boolean;
}) {
  const hex = swatchHex(value);
  if (image)
    return (
      <span className={`block size-12 overflow-hidden rounded ${dim ? 'opacity-40 grayscale' : ''}`}>
        <ProductImage
          src={image}
          alt={`${productName}, ${value}`}
          size={48}
          sizes="48px"
          maxWidth={160}
          plain
        />
      </span>
    );
  if (hex)
    return (
      <span
        aria-hidden
        className={`block size-8 rounded-full border border-line ${dim ? 'opacity-40' : ''}`}
        style={{ backgroundColor: hex }}
      />
    );
  return (
    <span dir="auto" className="block px-2 py-1 font-medium">
      {value}
    </span>
  );
}

/** Listings without options: chips by variant name, linking to each (the page before issue 23). */
function VariantChips({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const all = product.variants ?? [];
  const variants = expanded ? all : visibleVariants(all, product.id, VARIANTS_SHOWN);
  return (
    <section aria-labelledby="variants-heading">
      <h2 id="variants-heading" className="mb-2 text-sm font-medium text-ink">
        {t('Other options')}
        {product.variantName && (
          <span className="font-normal text-ink-muted">
            : <bdi>{product.variantName}</bdi>
          </span>
        )}
      </h2>
      <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] md:mx-0 md:flex-wrap md:px-0">
        {variants.map((variant) => {
          const current = variant.productId === product.id;
          const chip = `block whitespace-nowrap rounded-md border px-3 py-1.5 text-xs ${
            current
              ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800'
              : 'border-line bg-white text-ink hover:border-brand-500'
          } ${variant.stock <= 0 ? 'text-ink-subtle line-through' : ''}`;
          const body = (
            <>
              <span dir="auto" className="block">
                {variant.variantName}
              </span>
              <span className="block text-ink-muted">{formatInr(variant.price)}</span>
            </>
          );
          return (
            <li key={variant.productId}>
              {current ? (
                <span aria-current="true" className={chip}>
                  {body}
                </span>
              ) : (
                <Link
                  to={productPath(variant.productId)}
                  replace
                  state={{ keepScroll: true }}
                  className={chip}
                >
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {all.length > VARIANTS_SHOWN && (
        <button
          type="button"
          onClick={() => setExpanded((e) => !e)}
          aria-expanded={expanded}
          className="mt-2 text-xs font-semibold text-brand-700 hover:underline"
        >
          {expanded ? t('Show fewer options') : t('Show all {{count}} options', { count: all.length })}
        </button>
      )}
    </section>
  );
}
