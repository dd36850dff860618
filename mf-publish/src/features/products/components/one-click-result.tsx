import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useFailureText } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { Alert } from '@shop/ui';
import { usePublishTexts } from '../../../i18n/texts';
import type { OneClickResult } from '../hooks/use-one-click';

/**
 * The answer to the last one-click publish, told at once: in a status region when the product went to the box
 * (with the way to the box), in an alert with the reason when it was refused. The status region is always there
 * so screen readers announce what appears in it.
 */
export function OneClickOutcome({ result }: { result: OneClickResult | null }) {
  const t = usePublishTexts();
  const failureText = useFailureText();
  const done = result !== null && result.failure === null;
  return (
    <>
      <div role="status" css={done ? status : undefined}>
        {done ? (
          <>
            <span>{t('oneClick.done', { name: result.product.name })}</span>{' '}
            <Link to={pathTo('collectionBox')}>{t('publish.toBox')}</Link>
          </>
        ) : null}
      </div>
      {result?.failure ? (
        <Alert message={t('oneClick.refused', { name: result.product.name, reason: failureText(result.failure) })} />
      ) : null}
    </>
  );
}

const status = (theme: Theme) => css`
  margin: 0 0 ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.color.successSoft};
  border-radius: ${theme.radius.md};
`;
