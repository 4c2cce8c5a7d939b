// A home row's heading with its texts translated.
import { useTranslation } from 'react-i18next';
import type { ProductRowHeading } from '../../../components/product/product-row-frame.tsx';

export function useHomeRowHeading(heading: Required<ProductRowHeading>): Required<ProductRowHeading> {
  const { t } = useTranslation();
  return {
    ...heading,
    title: t(heading.title),
    subtitle: t(heading.subtitle),
  };
}
