import { useEffect, useState } from 'react';

/** A temporary address for a chosen file (its thumbnail), released when the file leaves the page. */
export function useObjectUrl(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
