import { screen } from '@testing-library/react';

/** The alert telling `text`: role alone is not enough, as the toast region is an (empty) alert too. */
export async function findAlert(text: string | RegExp): Promise<HTMLElement> {
  const message = await screen.findByText(text);
  const alert = message.closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`"${String(text)}" is shown, but not as an alert`);
  return alert;
}
