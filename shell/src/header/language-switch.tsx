import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import { getLocaleList } from '@shop/api/calls';
import { currentLocale, isLocale, switchLocale, useCall } from '@shop/platform';
import { useShellTexts } from '../i18n/texts';

/** Spec 1: the language list comes from locale-list (fetched once); choosing one stores it and reloads. */
export function LanguageSwitch() {
  const t = useShellTexts();
  const id = useId();
  const locale = currentLocale();
  const { data } = useCall(getLocaleList, {}, { revalidateOnFocus: false, revalidateIfStale: false });
  const options = data ?? [{ code: locale, names: {} as Record<string, string> }];
  return (
    <div css={wrap}>
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) switchLocale(event.target.value);
        }}
      >
        {options.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.code}>
            {entry.names[locale] ?? entry.names[entry.code] ?? entry.code}
          </option>
        ))}
      </select>
    </div>
  );
}

const wrap = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.fontSize.sm};
  min-width: 0;
  & > select {
    min-width: 0;
    max-width: 100%;
    min-height: ${theme.size.tapTarget};
    font: inherit;
    padding: ${theme.space[1]} ${theme.space[2]};
    border: ${theme.borderWidth.thin} solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surface};
    color: ${theme.color.text};
  }
`;
