// localStorage for persisted stores that must never throw: private modes and full or blocked storage make
// localStorage fail, and then the state simply lasts for this page (docs/behaviour/shell.md#browser-storage: storage
// errors are ignored).
import type { StateStorage } from 'zustand/middleware';

export const quietLocalStorage: StateStorage = {
  getItem: (name) => {
    try {
      return localStorage.getItem(name);
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    try {
      localStorage.setItem(name, value);
    } catch {
      // Ignored on purpose: the state still holds for this page.
    }
  },
  removeItem: (name) => {
    try {
      localStorage.removeItem(name);
    } catch {
      // Ignored on purpose.
    }
  },
};
