import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileKind } from '@shop/api/contract';

/** Where stored files are served from (GET, owner only). */
export const AFTER_SALE_UPLOAD_PREFIX = '/uploads/after-sales/';
/** A stored file's name: 32 random hex characters and the extension of the type recognised from its bytes. */
export const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

export interface FileToStore {
  field: 'images' | 'attachments';
  filename: string;
  mime: string;
  extension: string;
  kind: FileKind;
  /** The upload's temporary copy (same file system): moved into place, never read into memory. */
  tempPath: string;
  size: number;
}

export interface StoredFile extends Omit<FileToStore, 'tempPath'> {
  storedName: string;
}

export const afterSaleDir = (uploadDir: string) => path.join(uploadDir, 'after-sales');

/**
 * Writes files under fresh random names (the uploader's name is kept only as a label), so no name sent by a
 * browser ever reaches the file system.
 */
export function storeFiles(uploadDir: string, files: readonly FileToStore[]): StoredFile[] {
  const dir = afterSaleDir(uploadDir);
  fs.mkdirSync(dir, { recursive: true });
  const stored: StoredFile[] = [];
  try {
    for (const { tempPath, ...file } of files) {
      const storedName = `${randomBytes(16).toString('hex')}.${file.extension}`;
      fs.renameSync(tempPath, path.join(dir, storedName));
      stored.push({ ...file, storedName });
    }
  } catch (error) {
    removeStoredFiles(uploadDir, stored);
    throw error;
  }
  return stored;
}

/** Removes files written for a request that was not saved after all. */
export function removeStoredFiles(uploadDir: string, files: readonly StoredFile[]): void {
  for (const file of files) fs.rmSync(path.join(afterSaleDir(uploadDir), file.storedName), { force: true });
}
