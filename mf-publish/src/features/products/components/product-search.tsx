import { css, type Theme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { Button, cluster, Field, Input } from '@shop/ui';
import { usePublishTexts } from '../../../i18n/texts';

/** The search on the name or SKU: sent on submit, so paging through results does not search on every key. */
export function ProductSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const t = usePublishTexts();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" css={row} onSubmit={submit}>
      <div css={grow}>
        <Field label={t('search.label')} labelHidden>
          {(control) => (
            <Input
              {...control}
              type="search"
              name="q"
              value={text}
              maxLength={100}
              placeholder={t('search.placeholder')}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
      </div>
      <Button type="submit">{t('search.submit')}</Button>
      {value !== '' ? (
        <Button
          variant="ghost"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          {t('search.clear')}
        </Button>
      ) : null}
    </form>
  );
}

const row = (theme: Theme) => css`
  ${cluster(2)(theme)}
  align-items: flex-start;
  margin-bottom: ${theme.space[4]};
`;

const grow = (theme: Theme) => css`
  flex: 1 1 ${theme.layout.sidebar};
  min-width: 0;
`;
