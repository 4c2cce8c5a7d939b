// The server's sentences that carry data ("Only 3 left in stock; your cart now holds 3.") reach the storefront as
// finished English, and t() of such a sentence finds no key. Each one is read back here into its catalogue
// template and values, so the shopper reads it in their language (docs/behaviour/languages.md#one-key-per-sentence).
// A product's or a reason's own words are isolated (Unicode FSI…PDI) so Urdu text around them keeps its order.
import type { i18n as I18n, PostProcessorModule, TOptions } from 'i18next';
import { tk } from './translation-key.ts';

type Translate = (key: string, options?: TOptions) => string;

interface BuiltMessage {
  /** The catalogue key: the English sentence with placeholders. */
  key: string;
  /** The domain's English sentence, with a named group per placeholder. */
  pattern: RegExp;
  /** Values that are themselves catalogue texts (a return reason, a list of field names). */
  translate?: Partial<Record<string, 'text' | 'list'>>;
}

const AMOUNT = String.raw`₹[\d,]+(?:\.\d+)?`;

export const BUILT_MESSAGES: readonly BuiltMessage[] = [
  {
    key: tk('Cash on delivery is available for orders up to {{amount}}'),
    pattern: new RegExp(`^Cash on delivery is available for orders up to (?<amount>${AMOUNT})$`),
  },
  {
    key: tk('Only {{stock}} left in stock; your cart now holds {{stock}}.'),
    pattern: /^Only (?<stock>\d+) left in stock; your cart now holds \d+\.$/,
  },
  {
    key: tk("Only {{stock}} left of '{{name}}'. Please update your cart."),
    pattern: /^Only (?<stock>\d+) left of '(?<name>.+)'\. Please update your cart\.$/,
  },
  {
    key: tk("'{{name}}' is out of stock. Please remove it from your cart."),
    pattern: /^'(?<name>.+)' is out of stock\. Please remove it from your cart\.$/,
  },
  {
    key: tk("'{{name}}' is no longer available. Please remove it from your cart."),
    pattern: /^'(?<name>.+)' is no longer available\. Please remove it from your cart\.$/,
  },
  {
    key: tk('Return reason "{{reason}}" is not accepted by this seller'),
    pattern: /^Return reason "(?<reason>.+)" is not accepted by this seller$/,
    translate: { reason: 'text' },
  },
  {
    key: tk('The {{days}}-day return window for this order has closed'),
    pattern: /^The (?<days>\d+)-day return window for this order has closed$/,
  },
  {
    key: tk("'{{name}}' cannot be returned any more"),
    pattern: /^'(?<name>.+)' cannot be returned any more$/,
  },
  {
    key: tk("You can return only 1 unit of '{{name}}'"),
    pattern: /^You can return only 1 unit of '(?<name>.+)'$/,
  },
  {
    key: tk("You can return at most {{max}} units of '{{name}}'"),
    pattern: /^You can return at most (?<max>\d+) units of '(?<name>.+)'$/,
  },
  {
    key: tk(
      'This coupon needs an order of {{minimum}} or more from its seller. Add {{missing}} more to use it.',
    ),
    pattern: new RegExp(
      `^This coupon needs an order of (?<minimum>${AMOUNT}) or more from its seller\\. Add (?<missing>${AMOUNT}) more to use it\\.$`,
    ),
  },
  {
    key: tk('Please fill the following required fields: {{fields}}'),
    pattern: /^Please fill the following required fields: (?<fields>.+)$/,
    translate: { fields: 'list' },
  },
  {
    key: tk('Failed to add address: {{reason}}'),
    pattern: /^Failed to add address: (?<reason>.+)$/,
    translate: { reason: 'text' },
  },
];

/** Fixed sentences a message function returns for one case (windowClosed(0)): keys as they are. */
export const FIXED_SENTENCES = [tk('This seller does not accept returns')];

/** First strong isolate … pop directional isolate: the value keeps its own direction inside any sentence. */
export const isolate = (value: string): string => `\u2068${value}\u2069`;

/** The sentence in the catalogue's words, or null when it is not one of the built messages. */
export function translateBuiltMessage(message: string, t: Translate, lng?: string): string | null {
  for (const built of BUILT_MESSAGES) {
    const match = built.pattern.exec(message);
    if (!match?.groups) continue;
    const values: Record<string, string> = {};
    for (const [name, raw] of Object.entries(match.groups)) {
      const how = built.translate?.[name];
      if (how === 'text') values[name] = t(raw, { lng });
      else if (how === 'list')
        values[name] = raw
          .split(', ')
          .map((item) => t(item, { lng }))
          .join(', ');
      else values[name] = isolate(raw);
    }
    return t(built.key, { ...values, lng });
  }
  return null;
}

/** An i18next post-processor: a text with no translation that is a built message is given its template's. */
export function builtMessagesProcessor(i18n: I18n): PostProcessorModule {
  return {
    type: 'postProcessor',
    name: 'builtMessages',
    process(value: string, key: string | string[], options: TOptions) {
      const lng = typeof options.lng === 'string' ? options.lng : i18n.language;
      // i18next hands over the key as given, or as the list of keys it tried.
      const asked = Array.isArray(key) ? key[0] : key;
      if (!lng || lng === 'en' || typeof asked !== 'string' || value !== asked) return value;
      return translateBuiltMessage(asked, (k, o) => i18n.t(k, o) as string, lng) ?? value;
    },
  };
}
