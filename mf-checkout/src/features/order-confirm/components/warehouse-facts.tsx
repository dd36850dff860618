import type { WarehouseInfo } from '@shop/api/calls';
import { factList } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';

/** Where the goods ship from: the warehouse's address, contact person, post code and phone. */
export function WarehouseFacts({ warehouse }: { warehouse: WarehouseInfo }) {
  const t = useCheckoutTexts();
  return (
    <dl css={factList}>
      <dt>{t('confirm.warehouseAddress')}</dt>
      <dd>
        {warehouse.name}, {warehouse.address}
      </dd>
      <dt>{t('confirm.contactPerson')}</dt>
      <dd>{warehouse.contact_person}</dd>
      <dt>{t('confirm.postCode')}</dt>
      <dd>{warehouse.post_code}</dd>
      <dt>{t('confirm.phone')}</dt>
      <dd>{warehouse.phone}</dd>
    </dl>
  );
}
