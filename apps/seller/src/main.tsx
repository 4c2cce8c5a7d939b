// Seller Central's boot (the staff apps' boot: translations, then the app).
import { mountStaffApp } from '@haat/staff-ui/mount';
import { App } from './app.tsx';
import { initI18n } from './lib/i18n.ts';
import '@haat/staff-ui/index.css';

await mountStaffApp(<App />, initI18n);
