import { css, type Theme } from '@emotion/react';
import type { Address } from '@shop/api/calls';
import { Button, cluster, stack } from '@shop/ui';
import { useAccountTexts } from '../../../i18n/texts';

export interface AddressCardProps {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onSetDefault: () => void;
  onDelete: () => void;
}

/** One saved address: who, where, how to reach them, the default mark, and what can be done to it. */
export function AddressCard({ address, busy, onEdit, onSetDefault, onDelete }: AddressCardProps) {
  const t = useAccountTexts();
  const name = address.consignee;
  const lines = [
    address.address,
    address.address2,
    [address.district, address.city].filter(Boolean).join(', '),
    [address.state, address.post_code].filter(Boolean).join(' '),
    address.country_name,
  ].filter(Boolean);
  return (
    <li css={item} data-default={address.is_default || undefined}>
      <div css={head}>
        <strong>{name}</strong>
        {address.is_default ? <span css={badge}>{t('addresses.default')}</span> : null}
      </div>
      <address css={text}>
        {lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
        <span>{t('addresses.phone', { phone: `${address.area_code} ${address.phone}` })}</span>
        {address.email ? <span>{address.email}</span> : null}
      </address>
      {address.status === 'invalid' ? <p css={warning}>{t('addresses.invalidHint')}</p> : null}
      <div css={actions}>
        {address.status === 'active' && !address.is_default ? (
          <Button size="sm" disabled={busy} onClick={onSetDefault} aria-label={t('addresses.setDefaultOne', { name })}>
            {t('addresses.setDefault')}
          </Button>
        ) : null}
        <Button size="sm" disabled={busy} onClick={onEdit} aria-label={t('addresses.editOne', { name })}>
          {t('addresses.edit')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={onDelete}
          aria-label={t('addresses.deleteOne', { name })}
        >
          {t('addresses.delete')}
        </Button>
      </div>
    </li>
  );
}

const item = (theme: Theme) => css`
  ${stack(2)(theme)}
  padding: ${theme.space[4]};
  background: ${theme.color.surface};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  &[data-default] {
    border-color: ${theme.color.primary};
  }
`;

const head = (theme: Theme) => css`
  ${cluster(2)(theme)}
  align-items: center;
  overflow-wrap: anywhere;
`;

const badge = (theme: Theme) => css`
  padding: 0 ${theme.space[2]};
  color: ${theme.color.onPrimary};
  background: ${theme.color.primary};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.fontSize.xs};
`;

const text = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  font-style: normal;
  color: ${theme.color.text};
  overflow-wrap: anywhere;
`;

const warning = (theme: Theme) => css`
  margin: 0;
  color: ${theme.color.danger};
  font-size: ${theme.fontSize.sm};
`;

const actions = (theme: Theme) => css`
  ${cluster(2)(theme)}
  margin-top: auto;
`;
