// /toast-demo (docs/behaviour/static-pages.md#demo-pages): every toast the store shows, on buttons; open to everyone.
// The welcome toast greets the signed-in shopper by name.
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { firstNameOf, useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { ToastDemo } from '../../features/toast-demo/components/toast-demo.tsx';

export function ToastDemoPage() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  return (
    <div className="container-page py-3 md:py-6">
      <title>{t('Toast Demo | {{brand}}', { brand: BRAND_NAME })}</title>
      <ToastDemo shopperName={firstNameOf(user) ?? t('User')} />
    </div>
  );
}
