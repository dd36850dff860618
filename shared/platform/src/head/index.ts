export { clipText } from './clip-text';
export { jsonLdText } from './json-ld';
export { documentTitle, PageHead, type PageHeadProps } from './page-head';
export { absoluteAddress, PublicOriginContext, usePublicOrigin } from './public-origin';
