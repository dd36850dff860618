/**
 * The words of a view for one browser (decision 059): the banner over a preview or the staff view, and the page
 * where a key is pasted (`/__preview`, written by the shell's server from these: `server-entry.ts`).
 */
export const previewEn = {
  'preview.banner.label': 'Preview',
  'preview.banner.build': 'Preview: {{remote}} build {{build}}',
  'preview.banner.staff': 'Staff view: every part of the store on its canary build, where it has one',
  'preview.banner.leave': 'Leave preview',
  'preview.entry.title': 'Open a preview',
  'preview.entry.intro':
    'Paste the preview or staff key you were given: this browser then shows the store with that build. A key that is unknown or has expired shows the live store.',
  'preview.entry.label': 'Preview key',
  'preview.entry.submit': 'Open the preview',
} as const;
