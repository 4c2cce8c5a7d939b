// Renders policy texts through t(): fills {{placeholders}} (the brand name always), translating nested values.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import type { PolicyInline, PolicyValue } from '../content/policy-types.ts';

export function usePolicyText(): (inline: PolicyInline) => string {
  const { t } = useTranslation();
  return useCallback(
    function render(inline: PolicyInline): string {
      if (typeof inline === 'string') return t(inline, { brand: BRAND_NAME });
      const values: Record<string, string | number> = { brand: BRAND_NAME };
      for (const [key, value] of Object.entries(inline.values ?? {})) values[key] = resolve(value, render);
      return t(inline.text, values);
    },
    [t],
  );
}

function resolve(value: PolicyValue, render: (inline: PolicyInline) => string): string | number {
  return typeof value === 'object' ? render(value) : value;
}
