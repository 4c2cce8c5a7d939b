// Marks an interface text kept in a data table (menus, banners, policy pages) as a translation key. It returns
// the text unchanged; the component that shows it translates it with t(). The marker is what lets key extraction
// (i18next.config.ts) find texts that reach t() through a variable.
export const tk = <T extends string>(text: T): T => text;
