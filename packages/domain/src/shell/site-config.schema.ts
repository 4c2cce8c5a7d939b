// Public settings the web app reads at run time (GET /api/site-config), so operators configure them in one place.
import { z } from 'zod';

export const siteConfigSchema = z.object({
  sellerPortalUrl: z.string(),
  supportEmail: z.string(),
  /** True when /api/dev/* and /dev/* are open (never in production). */
  devToolsEnabled: z.boolean(),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
