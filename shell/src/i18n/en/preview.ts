/**
 * The words of a view for one browser (decision 059): the banner over a preview or the staff view. The page where a
 * key is pasted has its own words (`preview-entry.ts`), which only the shell's server reads.
 */
export const previewEn = {
  'preview.banner.label': 'Preview',
  'preview.banner.build': 'Preview: {{remote}} build {{build}}',
  'preview.banner.staff': 'Staff view: every part of the store on its canary build, where it has one',
  'preview.banner.developer': 'Developer view: {{remote}} from your dev server at {{origin}}',
  'preview.banner.leave': 'Leave preview',
} as const;
