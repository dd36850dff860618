import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { REFUND_REASONS, type GoodsStatus, type ServiceType } from '@shop/api/contract';
import { FailureAlert, useFormat, useValidationText } from '@shop/platform';
import { useApiForm } from '@shop/platform/forms';
import { pathTo } from '@shop/platform/routes';
import { actionRow, Alert, Button, Field, Input, RadioGroup, Select, TextArea, useToast } from '@shop/ui';
import { useAfterSalesTexts } from '../../../i18n/texts';
import { useUploadRequest, type ChosenFiles } from '../hooks/use-upload-request';
import { requestSchema, type RequestChecked } from '../lib/request-schema';
import { FilePicker } from './file-picker';
import { UploadProgress } from './upload-progress';

const GOODS: readonly GoodsStatus[] = ['received', 'not_received'];

export interface RequestFormProps {
  orderId: number;
  serviceType: ServiceType;
  /** The order's maximum refund in minor units (goods and shipping fee). */
  maxAmount: number;
}

/**
 * The refund request of spec 5 and 9 (lazily loaded: only this chunk carries the form library and the file
 * pickers). One submit sends the fields and files with a progress bar; a failure keeps everything typed and
 * chosen, so trying again resends the same files.
 */
export default function RequestForm({ orderId, serviceType, maxAmount }: RequestFormProps) {
  const t = useAfterSalesTexts();
  const tv = useValidationText();
  const { money } = useFormat();
  const toast = useToast();
  const navigate = useNavigate();
  const upload = useUploadRequest();
  const [files, setFiles] = useState<ChosenFiles>({ images: [], attachments: [] });
  const [canceled, setCanceled] = useState(false);
  const { form, failure, run } = useApiForm(requestSchema(maxAmount), {
    goods_status: undefined,
    reason: undefined,
    amount: '',
    description: '',
  });
  const { errors } = form.formState;
  const goodsStatus = form.watch('goods_status');
  const sending = upload.percent !== null;
  // The server names a file it refused for its size or kind (one the pickers could not judge by its name).
  const refused = failure?.kind === 'validation' ? failure.values?.file : undefined;
  const refusedFile =
    typeof refused === 'string' && failure?.kind === 'validation'
      ? failure.key === 'file_too_large'
        ? t('form.fileTooLarge', { name: refused })
        : failure.key === 'file_type_invalid'
          ? t('form.fileWrongType', { name: refused })
          : undefined
      : undefined;

  return (
    <form
      noValidate
      onSubmit={run(async (values) => {
        setCanceled(false);
        // The resolver hands over the schema's output (the amount already in minor units); useApiForm types the
        // values as typed in, so the parsed shape is named here.
        const checked = values as unknown as RequestChecked;
        const created = await upload.send({ ...checked, order_id: orderId, service_type: serviceType }, files);
        if (created === undefined) return;
        if (created === null) {
          setCanceled(true);
          return;
        }
        // A refund-only request whose shipment the carrier could not stop is rejected at once: the detail page
        // tells that outcome, and a success toast beside it would contradict it.
        if (created.status !== 'rejected') toast.success(t('form.success'));
        navigate(pathTo('afterSalesDetail', { id: created.id }));
      })}
    >
      <p>{t('form.serviceType', { type: t(`service.${serviceType}`) })}</p>
      <RadioGroup
        legend={t('form.goodsStatus')}
        options={GOODS.map((code) => ({ value: code, label: t(`goods.${code}`) }))}
        error={tv(errors.goods_status?.message)}
        hint={serviceType === 'refund_only' && goodsStatus === 'not_received' ? t('form.interceptNote') : undefined}
        required
        {...form.register('goods_status')}
      />
      <Field label={t('form.reason')} error={tv(errors.reason?.message)} required>
        {(control) => (
          <Select {...control} {...form.register('reason')}>
            <option value="">{t('form.reasonPlaceholder')}</option>
            {REFUND_REASONS.map((code) => (
              <option key={code} value={code}>
                {t(`reason.${code}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={t('form.amount')}
        hint={t('form.amountHint', { max: money(maxAmount) })}
        error={tv(errors.amount?.message)}
        required
      >
        {(control) => <Input {...control} inputMode="decimal" autoComplete="off" {...form.register('amount')} />}
      </Field>
      <Field label={t('form.description')} error={tv(errors.description?.message)} required>
        {(control) => <TextArea {...control} rows={5} maxLength={2000} {...form.register('description')} />}
      </Field>
      <FilePicker
        field="images"
        files={files.images}
        disabled={sending}
        onChange={(images) => setFiles((current) => ({ ...current, images }))}
      />
      <FilePicker
        field="attachments"
        files={files.attachments}
        disabled={sending}
        onChange={(attachments) => setFiles((current) => ({ ...current, attachments }))}
      />
      {refusedFile ? <Alert message={refusedFile} /> : <FailureAlert failure={failure} />}
      {canceled ? <Alert message={t('form.canceled')} /> : null}
      <UploadProgress percent={upload.percent} onCancel={upload.cancel} />
      <div css={actionRow}>
        <Link to={pathTo('afterSalesType', {}, { search: { order_id: orderId } })}>{t('type.change')}</Link>
        <Button type="submit" variant="primary" loading={sending}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
