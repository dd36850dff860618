import { DEFAULT_PRIMARY } from '@shop/ui';

// Spec 3 and 9: the theme colour is kept in local storage; #5c28f4 when none (or an unusable one) is stored.

/** Spec 3: the default theme colour, the kit's own primary. */
export const DEFAULT_THEME_COLOUR = DEFAULT_PRIMARY;
export const THEME_COLOUR_KEY = 'theme-color';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const HEX = /^#[0-9a-f]{6}$/i;

export function readThemeColour(storage: Store | null): string {
  try {
    const value = storage?.getItem(THEME_COLOUR_KEY);
    return value && HEX.test(value) ? value : DEFAULT_THEME_COLOUR;
  } catch {
    return DEFAULT_THEME_COLOUR;
  }
}

/** Spec 8: a failure to save or clear the colour is only a console warning. */
export function saveThemeColour(storage: Store, colour: string): void {
  if (!HEX.test(colour)) return;
  try {
    storage.setItem(THEME_COLOUR_KEY, colour);
  } catch (error) {
    console.warn('could not save the theme colour', error);
  }
}

export function clearThemeColour(storage: Store): void {
  try {
    storage.removeItem(THEME_COLOUR_KEY);
  } catch (error) {
    console.warn('could not clear the theme colour', error);
  }
}

/** Local storage, or null where the browser refuses it (private modes). */
export function browserStorage(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
