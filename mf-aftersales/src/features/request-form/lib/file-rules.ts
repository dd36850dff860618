import { createAfterSale, type FileFieldRule } from '@shop/api/calls';

/** The two file fields of a request, as the contract names them. */
export type FileField = 'images' | 'attachments';

/** Why a chosen file was not kept, worded per file. */
export type FileProblem = 'too_large' | 'wrong_type' | 'too_many';

export interface RefusedFile {
  name: string;
  problem: FileProblem;
}

// What the pickers offer; the backend recognises the kind from the bytes, this only spares a pointless upload.
const DOCUMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'rtf',
  'txt',
  'csv',
];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

/** The `accept` of each picker: what a phone's camera or file picker should offer. */
export const ACCEPT: Readonly<Record<FileField, string>> = {
  images: 'image/jpeg,image/png,image/gif,image/webp',
  attachments: DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(','),
};

/** The contract's rule for a file field (its count, size and kinds), as the backend enforces it. */
export function fileRule(field: FileField): FileFieldRule {
  const rule = createAfterSale.files?.[field];
  if (!rule) throw new Error(`afterSale.create has no file field ${field}`);
  return rule;
}

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

function kindMatches(field: FileField, file: File): boolean {
  const extension = extensionOf(file.name);
  if (field === 'images') return file.type.startsWith('image/') || IMAGE_EXTENSIONS.includes(extension);
  return DOCUMENT_EXTENSIONS.includes(extension);
}

/**
 * Adds newly chosen files to those already kept, by the contract's rule for the field (spec 9: at most 10 images
 * and 5 attachments, each at most 10MB): what is kept, and each refused file with its reason, checked before any
 * upload so the person learns at once which file and why.
 */
export function addFiles(
  field: FileField,
  kept: readonly File[],
  chosen: readonly File[],
): { kept: File[]; refused: RefusedFile[] } {
  const rule = fileRule(field);
  const next = [...kept];
  const refused: RefusedFile[] = [];
  for (const file of chosen) {
    if (!kindMatches(field, file)) refused.push({ name: file.name, problem: 'wrong_type' });
    else if (file.size > rule.maxBytes) refused.push({ name: file.name, problem: 'too_large' });
    else if (next.length >= rule.maxCount) refused.push({ name: file.name, problem: 'too_many' });
    else next.push(file);
  }
  return { kept: next, refused };
}
