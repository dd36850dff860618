import { css, type Theme } from '@emotion/react';
import { bareList, Button, cluster } from '@shop/ui';
import type { i18n as I18n } from 'i18next';
import { registerPreviewTexts, usePreviewTexts } from './preview-texts';
import { viewOf } from './view-of';

/**
 * Where "Leave preview" posts: the shell's server clears the preview and staff keys and sends the browser home
 * (`page/preview-entry.ts` in @shop/serve). A form, so it works before and without the page's scripts.
 */
const LEAVE_PREVIEW_PATH = '/__preview/end';

export interface PreviewBannerProps {
  /** The remotes previewed -> their build. */
  previewed?: Record<string, string>;
  /** The staff view: every remote on its canary build. */
  staff?: boolean;
  /** A developer override (decision 065): the remote loaded from a developer's dev server, and its origin. */
  developer?: { remote: string; origin: string };
}

/**
 * Says, above everything, that this browser sees a view of its own (decision 059): each previewed remote and its
 * build, or the staff view, with a way back to the live store. In the page's flow, so it never covers the header.
 */
export function PreviewBanner({ previewed = {}, staff = false, developer }: PreviewBannerProps) {
  const t = usePreviewTexts();
  const lines = [
    ...Object.entries(previewed).map(([remote, build]) => t('preview.banner.build', { remote, build })),
    ...(staff ? [t('preview.banner.staff')] : []),
    ...(developer ? [t('preview.banner.developer', developer)] : []),
  ];
  if (lines.length === 0) return null;
  return (
    <aside css={banner} aria-label={t('preview.banner.label')}>
      <ul css={bareList}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <form method="post" action={LEAVE_PREVIEW_PATH}>
        <Button type="submit" size="sm">
          {t('preview.banner.leave')}
        </Button>
      </form>
    </aside>
  );
}

const banner = (theme: Theme) => css`
  ${cluster(3)(theme)}
  justify-content: space-between;
  align-items: center;
  padding: ${theme.space[2]} ${theme.space[4]};
  background: ${theme.color.warningSoft};
  color: ${theme.color.text};
  border-bottom: ${theme.borderWidth.thin} solid ${theme.color.warning};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.medium};
  overflow-wrap: anywhere;
`;

/** The banner of a page's view as its configuration gives it (unchecked): what the app loads lazily. */
export function PreviewBannerOf({ view }: { view: { previewed?: unknown; staff?: unknown; developer?: unknown } }) {
  return <PreviewBanner {...viewOf(view)} />;
}

/** What the app's lazy load of the banner resolves to, once the banner's words are there in the page's language. */
export async function bannerWithTexts(i18n: I18n) {
  await registerPreviewTexts(i18n);
  return { default: PreviewBannerOf };
}
