import type { PreviewBannerProps } from './preview-banner';

/**
 * What a page's configuration says of its own view (decision 059), kept only in the shape the banner draws: the
 * previewed remotes' builds (text), and the staff view. Anything else is dropped, never shown.
 */
export function viewOf({ previewed, staff }: { previewed?: unknown; staff?: unknown }): PreviewBannerProps {
  const builds =
    typeof previewed === 'object' && previewed !== null
      ? Object.entries(previewed).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      : [];
  return {
    ...(builds.length > 0 ? { previewed: Object.fromEntries(builds) } : {}),
    ...(staff === true ? { staff: true } : {}),
  };
}
