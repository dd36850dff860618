import type { PreviewBannerProps } from './preview-banner';

/** A developer override's remote and dev server (decision 065), when both are text. */
function developerOf(developer: unknown): PreviewBannerProps['developer'] {
  if (typeof developer !== 'object' || developer === null) return undefined;
  const { remote, origin } = developer as Record<string, unknown>;
  return typeof remote === 'string' && typeof origin === 'string' ? { remote, origin } : undefined;
}

/**
 * What a page's configuration says of its own view (decisions 059, 065), kept only in the shape the banner draws:
 * the previewed remotes' builds (text), the staff view, a developer's remote. Anything else is dropped, never shown.
 */
export function viewOf({
  previewed,
  staff,
  developer,
}: {
  previewed?: unknown;
  staff?: unknown;
  developer?: unknown;
}): PreviewBannerProps {
  const fromDeveloper = developerOf(developer);
  const builds =
    typeof previewed === 'object' && previewed !== null
      ? Object.entries(previewed).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      : [];
  return {
    ...(builds.length > 0 ? { previewed: Object.fromEntries(builds) } : {}),
    ...(staff === true ? { staff: true } : {}),
    ...(fromDeveloper ? { developer: fromDeveloper } : {}),
  };
}
