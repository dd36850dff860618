import { useRef, useState } from 'react';
import { isAbortError } from '@shop/api';
import { createAfterSale, type CallData } from '@shop/api/calls';
import { useAction } from '@shop/platform';
import type { RequestFields } from '../lib/request-schema';

/** Ten files of 10MB over a slow line take longer than a form's usual deadline. */
const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

export interface ChosenFiles {
  images: readonly File[];
  attachments: readonly File[];
}

/**
 * Sends one request with its files, telling the share sent so far (null while idle). A second submit while
 * one is on its way is ignored by the action's guard and resolves undefined (a double click submits once);
 * `cancel` stops the upload, which then resolves with null. Any other failure rejects, for the form to word; what
 * was typed and chosen stays where it is.
 */
export function useUploadRequest() {
  const [percent, setPercent] = useState<number | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const action = useAction();

  const send = async (
    fields: RequestFields,
    files: ChosenFiles,
  ): Promise<CallData<typeof createAfterSale> | null | undefined> => {
    let started: AbortController | null = null;
    try {
      return await action.submit(createAfterSale, multipart(fields, files), {
        request: () => {
          started = new AbortController();
          inFlight.current = started;
          setPercent(0);
          return {
            signal: started.signal,
            timeoutMs: UPLOAD_TIMEOUT_MS,
            onUploadProgress: ({ loaded, total }) => setPercent(Math.round((loaded / total) * 100)),
          };
        },
      });
    } catch (error) {
      if (isAbortError(error)) return null;
      throw error;
    } finally {
      if (started) {
        inFlight.current = null;
        setPercent(null);
      }
    }
  };

  return { send, percent, cancel: () => inFlight.current?.abort() };
}

/** The multipart body: the checked fields as text, then each file under its field's name. */
function multipart(fields: RequestFields, files: ChosenFiles): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  for (const image of files.images) body.append('images', image, image.name);
  for (const attachment of files.attachments) body.append('attachments', attachment, attachment.name);
  return body;
}
