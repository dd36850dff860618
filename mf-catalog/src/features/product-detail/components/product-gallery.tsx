import { css, type Theme } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { bareList, cluster, stack } from '@shop/ui';
import { useCatalogTexts } from '../../../i18n/texts';

export interface ProductGalleryProps {
  images: readonly string[];
  name: string;
  /** The large view of the chosen picture (the page gives it the magnifier). */
  children: (src: string, alt: string) => ReactNode;
}

/** The chosen picture large, and a thumbnail button for each picture. */
export function ProductGallery({ images, name, children }: ProductGalleryProps) {
  const t = useCatalogTexts();
  const [chosen, setChosen] = useState(0);
  const src = images[chosen] ?? images[0];
  const altOf = (index: number) => t('detail.pictureAlt', { name, n: index + 1 });
  return (
    <div css={wrap}>
      {src ? children(src, altOf(chosen)) : null}
      {images.length > 1 ? (
        <ul aria-label={t('detail.gallery')} css={thumbs}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-pressed={index === chosen}
                aria-label={t('detail.picture', { n: index + 1, count: images.length })}
                onClick={() => setChosen(index)}
              >
                <img src={image} alt="" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const wrap = stack(3);

const thumbs = (theme: Theme) => css`
  ${bareList}
  ${cluster(2)(theme)}
  & button {
    padding: 0;
    border: ${theme.borderWidth.thick} solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    cursor: pointer;
    overflow: hidden;
  }
  & button[aria-pressed='true'] {
    border-color: ${theme.color.primary};
  }
  & img {
    display: block;
  }
`;
