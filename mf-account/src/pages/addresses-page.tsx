import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Address, AddressStatus } from '@shop/api/calls';
import { CallState, FailureAlert, PageHead } from '@shop/platform';
import { useCountries } from '@shop/platform/forms';
import {
  Alert,
  bareList,
  Button,
  cardGrid,
  EmptyState,
  pageTitle,
  spreadRow,
  Tabs,
  useConfirm,
  useToast,
} from '@shop/ui';
import { AddressCard } from '../features/addresses/components/address-card';
import { AddressForm } from '../features/addresses/components/address-form';
import { useAddresses } from '../features/addresses/hooks/use-addresses';
import { useAccountTexts } from '../i18n/texts';

type Editing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; address: Address };

/**
 * `/pc/my/address`: the active and invalid tabs with their counts, the default first and marked; add and edit
 * with the shared address form, set default, delete (confirmed). At 20 addresses adding is refused before the form
 * opens; if the server refuses anyway (another tab added one), the form says so.
 */
export default function AddressesPage() {
  const t = useAccountTexts();
  const confirm = useConfirm();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const tab: AddressStatus = params.get('tab') === 'invalid' ? 'invalid' : 'active';
  const addresses = useAddresses(tab);
  const { countries, error: countriesError, retry: retryCountries } = useCountries();
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const [limitShown, setLimitShown] = useState(false);
  const ready = addresses.list && countries ? { list: addresses.list, countries } : undefined;
  const failure = addresses.error ?? countriesError;

  // Focus goes back to the control that opened the form when it closes. "Add new address" is not shown while the
  // form is open, so by then it is a new element (found through its ref); so is an edited card that left the tab.
  const open = (next: Editing) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setLimitShown(false);
    setEditing(next);
  };
  const close = () => setEditing({ kind: 'closed' });
  useEffect(() => {
    const closed = editing.kind === 'closed';
    if (closed && wasOpen.current) (opener.current?.isConnected ? opener.current : addButton.current)?.focus();
    wasOpen.current = !closed;
  }, [editing]);

  const add = () => {
    if (addresses.full) {
      setLimitShown(true);
      return;
    }
    open({ kind: 'new' });
  };

  const remove = async (address: Address) => {
    const sure = await confirm({
      title: t('addresses.deleteTitle'),
      message: t('addresses.deleteMessage', { name: address.consignee }),
      confirmLabel: t('addresses.delete'),
      cancelLabel: t('addresses.cancel'),
      danger: true,
    });
    if (sure) await addresses.remove(address.id);
  };

  return (
    <>
      <PageHead title={t('addresses.title')} noindex readError={failure} />
      <h1 css={pageTitle}>{t('addresses.title')}</h1>
      <CallState
        data={ready}
        error={failure}
        retry={() => {
          addresses.retry();
          retryCountries();
        }}
      >
        {({ list, countries: delivered }) => (
          <>
            <div css={[spreadRow, toolbar]}>
              <p>{t('addresses.usage', { count: list.active_count + list.invalid_count, max: list.max })}</p>
              {editing.kind === 'closed' ? (
                <Button ref={addButton} variant="primary" onClick={add}>
                  {t('addresses.add')}
                </Button>
              ) : null}
            </div>
            {limitShown && addresses.full ? <Alert message={t('addresses.limit', { max: list.max })} /> : null}
            <FailureAlert failure={addresses.failure} />
            {editing.kind !== 'closed' ? (
              <AddressForm
                key={editing.kind === 'edit' ? editing.address.id : 'new'}
                address={editing.kind === 'edit' ? editing.address : null}
                countries={delivered}
                onSaved={() => {
                  close();
                  toast.success(t('addresses.saved'));
                }}
                onCancel={close}
              />
            ) : null}
            <Tabs
              label={t('addresses.tabs')}
              tabs={[
                { id: 'active', label: t('addresses.active', { count: list.active_count }) },
                { id: 'invalid', label: t('addresses.invalid', { count: list.invalid_count }) },
              ]}
              selected={tab}
              onSelect={(id) => setParams(id === 'invalid' ? { tab: 'invalid' } : {}, { replace: true })}
            >
              {list.items.length === 0 ? (
                tab === 'active' ? (
                  <EmptyState title={t('addresses.emptyActive')} description={t('addresses.emptyActiveHint')} />
                ) : (
                  <EmptyState title={t('addresses.emptyInvalid')} description={t('addresses.emptyInvalidHint')} />
                )
              ) : (
                <ul css={grid} aria-label={t('addresses.list')}>
                  {list.items.map((address) => (
                    <AddressCard
                      key={address.id}
                      address={address}
                      busy={addresses.busy}
                      onEdit={() => open({ kind: 'edit', address })}
                      onSetDefault={() => void addresses.setDefault(address.id)}
                      onDelete={() => void remove(address)}
                    />
                  ))}
                </ul>
              )}
            </Tabs>
          </>
        )}
      </CallState>
    </>
  );
}

const toolbar = css`
  & p {
    margin: 0;
  }
`;

const grid = (theme: Theme) => css`
  ${bareList}
  ${cardGrid({ base: 1, md: 2 }, 4)(theme)}
  margin-top: ${theme.space[4]};
`;
