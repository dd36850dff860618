import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { Button, Field, Input } from '@shop/ui';
import { useCatalogTexts } from '../../../i18n/texts';

export interface SearchBoxProps {
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
}

/** Searches names and SKUs. Give it `key={value}` so it shows the URL's text again after back or forward. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const t = useCatalogTexts();
  const [text, setText] = useState(value ?? '');
  return (
    <form
      role="search"
      css={row}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <Field label={t('search.label')}>
        {(control) => (
          <Input
            {...control}
            type="search"
            value={text}
            maxLength={100}
            placeholder={t('search.placeholder')}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" variant="primary">
        {t('search.submit')}
      </Button>
    </form>
  );
}

const row = (theme: Theme) => css`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[2]};
  & > div {
    flex: 1;
  }
  & > button {
    margin-bottom: ${theme.space[4]};
  }
`;
