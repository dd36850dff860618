/** Query string of a GET call's input: arrays as repeated keys, undefined and null skipped. */
export function toQueryString(input: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Multipart body of an upload call: fields as text (arrays repeated), files (File/Blob, or lists of them)
 * under their field name, and the CSRF token as `_token`.
 */
export function toFormData(input: object, csrfToken: string): FormData {
  if (input instanceof FormData) {
    const copy = new FormData();
    input.forEach((value, key) => copy.append(key, value));
    copy.set('_token', csrfToken);
    return copy;
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      form.append(key, item instanceof Blob ? item : String(item));
    }
  }
  form.append('_token', csrfToken);
  return form;
}
