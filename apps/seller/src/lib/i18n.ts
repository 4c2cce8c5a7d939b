// Seller Central's languages: English and Hindi, the choice remembered in this origin
// (docs/behaviour/seller-portal.md#languages).
import { createStaffI18n } from '@haat/staff-ui/i18n';

export const { initI18n, changeLanguage } = createStaffI18n({
  storageKey: 'haat_seller_language',
  loadHindi: () => import('../locales/hi.json'),
});
