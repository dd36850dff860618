import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { isSafeReturnPath, type IndexBlock } from '@shop/api/calls';
import { cluster } from '@shop/ui';
import { CategoryLinks } from './category-links';

/**
 * One content block. Its texts come from the shop's back office and are shown as text; its link is followed only
 * when it is a path on this site (anything else is shown without a link).
 *
 * `leading`: the first block on the page, whose picture is the first screen's largest (its LCP): fetched ahead of
 * the scripts and the pictures further down, which the browser would otherwise put first.
 */
export function BlockView({ block, leading = false }: { block: IndexBlock; leading?: boolean }) {
  const link = block.link !== null && isSafeReturnPath(block.link) ? block.link : null;
  const title = link ? <Link to={link}>{block.title}</Link> : block.title;
  return (
    <section css={(theme: Theme) => [box(theme), block.type === 'banner' && banner(theme)]}>
      {block.image_url ? (
        <img
          src={block.image_url}
          alt={block.title}
          css={picture}
          fetchPriority={leading ? 'high' : undefined}
          loading={leading ? undefined : 'lazy'}
        />
      ) : null}
      <div css={body}>
        <h2>{title}</h2>
        {block.body ? <p>{block.body}</p> : null}
        {block.type === 'category_links' ? <CategoryLinks /> : null}
      </div>
    </section>
  );
}

const box = (theme: Theme) => css`
  ${cluster(4)(theme)}
  align-items: center;
  padding: ${theme.space[4]};
  background: ${theme.color.surface};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  & h2 {
    margin: 0 0 ${theme.space[1]};
    font-size: ${theme.fontSize.lg};
  }
  & h2 a {
    color: ${theme.color.text};
  }
  & p {
    margin: 0;
    color: ${theme.color.textMuted};
  }
  /* A phone keeps its first screen for the products: tighter blocks, smaller titles, a blurb's first line (the
     whole text stays in the page for screen readers). */
  ${theme.media.down.md} {
    gap: ${theme.space[2]};
    padding: ${theme.space[3]};
    & h2 {
      font-size: ${theme.fontSize.md};
    }
    & p {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 1;
      overflow: hidden;
      font-size: ${theme.fontSize.sm};
    }
  }
`;

const banner = (theme: Theme) => css`
  background: ${theme.color.primarySoft};
  & h2 {
    font-size: ${theme.fontSize.xl};
  }
  ${theme.media.down.md} {
    & h2 {
      font-size: ${theme.fontSize.lg};
    }
  }
`;

// Banners are drawn 4:1 (the back office's banner size, 1200 × 300): the box is reserved before the picture
// arrives, so nothing below it moves when it does. A phone shows a 6:1 strip of it, the whole width.
const picture = (theme: Theme) => css`
  flex: 0 1 ${theme.layout.banner};
  min-width: 0;
  height: auto;
  aspect-ratio: 4 / 1;
  object-fit: cover;
  ${theme.media.down.md} {
    flex-basis: 100%;
    aspect-ratio: 6 / 1;
  }
`;

// No minimum width of its own: the departments' row scrolls inside it on a phone instead of widening the page.
const body = (theme: Theme) => css`
  flex: 1 1 ${theme.layout.sidebar};
  min-width: 0;
`;
