import { css, type Theme } from '@emotion/react';
import { useId, useState } from 'react';
import { getLocaleList } from '@shop/api/calls';
import { FailureAlert, isLocale, SUPPORTED_LOCALES, switchLocale, useCall, useLocale } from '@shop/platform';
import { useShellTexts } from '../i18n/texts';

/**
 * Spec 1: the language list comes from locale-list (fetched once); choosing one stores it and reloads. Without the
 * list (it failed) the store's own languages are offered under their bundled names, so a failed call never takes
 * the choice away. Offline, the reload would replace the page with the browser's error page and lose what was
 * typed: the switch says so instead, and the customer switches once back online.
 */
export function LanguageSwitch({ reload }: { reload?: () => void }) {
  const t = useShellTexts();
  const id = useId();
  const locale = useLocale();
  const [offline, setOffline] = useState(false);
  const { data } = useCall(getLocaleList, {}, { revalidateOnFocus: false, revalidateIfStale: false });
  const options = data ?? SUPPORTED_LOCALES.map((code) => ({ code, names: {} as Record<string, string> }));
  return (
    <div css={wrap}>
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          const online = navigator.onLine;
          setOffline(!online);
          if (online) switchLocale(next, reload);
        }}
      >
        {options.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.code}>
            {entry.names[locale] ??
              entry.names[entry.code] ??
              (isLocale(entry.code) ? t(`language.name.${entry.code}`) : entry.code)}
          </option>
        ))}
      </select>
      <FailureAlert failure={offline ? { kind: 'offline' } : null} />
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
