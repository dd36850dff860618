/**
 * The words of `/__preview`, where a preview or staff key is pasted (decision 059). The shell's server writes that
 * page from these (`server-entry.ts`), so they are kept out of the texts the browser loads.
 */
export const previewEntryEn = {
  'preview.entry.title': 'Open a preview',
  'preview.entry.intro':
    'Paste the preview or staff key you were given: this browser then shows the store with that build. A key that is unknown or has expired shows the live store.',
  'preview.entry.label': 'Preview key',
  'preview.entry.submit': 'Open the preview',
} as const;
