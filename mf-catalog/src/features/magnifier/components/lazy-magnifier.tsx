import { lazy, Suspense } from 'react';
import type { MagnifierProps } from './magnifier';

// Its own chunk: the home page never loads it, a product page fetches it while the plain picture shows.
const Magnifier = lazy(() => import(/* webpackChunkName: "magnifier" */ './magnifier'));

export function LazyMagnifier(props: MagnifierProps) {
  return (
    <Suspense fallback={<img src={props.src} alt={props.alt} css={{ width: '100%', height: 'auto' }} />}>
      <Magnifier {...props} />
    </Suspense>
  );
}
