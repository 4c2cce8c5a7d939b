// i18next-cli plugin: adds the texts of dynamic-keys.ts to the extracted catalogue.
import type { Plugin } from 'i18next-cli';
import { DYNAMIC_KEYS } from './dynamic-keys';

export function dynamicKeysPlugin(): Plugin {
  return {
    name: 'haat-dynamic-keys',
    onEnd(keys) {
      for (const key of DYNAMIC_KEYS) {
        const id = `translation:${key}`;
        if (!keys.has(id)) keys.set(id, { key, defaultValue: key });
      }
    },
  };
}
