import {
  clearThemeColour,
  DEFAULT_THEME_COLOUR,
  readThemeColour,
  saveThemeColour,
  THEME_COLOUR_KEY,
} from './theme-colour';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const failing = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

describe('theme colour', () => {
  it('defaults to #5c28f4', () => {
    expect(readThemeColour(memoryStorage())).toBe(DEFAULT_THEME_COLOUR);
    expect(readThemeColour(null)).toBe('#5c28f4');
  });

  it('reads back a saved colour and ignores an unusable one', () => {
    const storage = memoryStorage();
    saveThemeColour(storage, '#123abc');
    expect(readThemeColour(storage)).toBe('#123abc');
    storage.setItem(THEME_COLOUR_KEY, 'red; background:url(x)');
    expect(readThemeColour(storage)).toBe(DEFAULT_THEME_COLOUR);
    clearThemeColour(storage);
    expect(storage.getItem(THEME_COLOUR_KEY)).toBeNull();
  });

  it('only warns when storage fails', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readThemeColour(failing)).toBe(DEFAULT_THEME_COLOUR);
    expect(() => saveThemeColour(failing, '#000000')).not.toThrow();
    expect(() => clearThemeColour(failing)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
