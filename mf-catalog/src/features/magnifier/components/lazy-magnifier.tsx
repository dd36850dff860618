import type { Theme } from '@emotion/react';
import { lazy, Suspense } from 'react';
import type { MagnifierProps } from './magnifier';
import { buttonPlace, frame, picture, viewport } from './magnifier-style';

// Its own chunk: the home page never loads it, a product page fetches it while the plain picture shows.
const Magnifier = lazy(() => import(/* webpackChunkName: "magnifier" */ './magnifier'));

/** The plain picture in the magnifier's own box, then the magnifier in its place (nothing around it moves). */
function PlainPicture({ src, alt }: MagnifierProps) {
  return (
    <div css={frame}>
      <div css={(theme: Theme) => viewport(theme, false)}>
        <img src={src} alt={alt} css={picture} />
      </div>
      <div css={buttonPlace} />
    </div>
  );
}

export function LazyMagnifier(props: MagnifierProps) {
  return (
    <Suspense fallback={<PlainPicture {...props} />}>
      <Magnifier {...props} />
    </Suspense>
  );
}
