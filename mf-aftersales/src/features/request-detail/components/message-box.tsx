import { sendAfterSaleMessage } from '@shop/api/contract';
import { api, FailureAlert, useValidationText } from '@shop/platform';
import { useApiForm } from '@shop/platform/forms';
import { Button, Field, TextArea, useToast } from '@shop/ui';
import { useAfterSalesTexts } from '../../../i18n/texts';
import type { AfterSale } from '../types';

/** The buyer's reply in the negotiation, while the request is open; the answer is the updated request. */
export function MessageBox({ request, onSent }: { request: AfterSale; onSent: (updated: AfterSale) => void }) {
  const t = useAfterSalesTexts();
  const tv = useValidationText();
  const toast = useToast();
  const { form, failure, run } = useApiForm(sendAfterSaleMessage.input, { id: request.id, text: '' });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={run(async (values) => {
        onSent(await api.call(sendAfterSaleMessage, values));
        form.reset({ id: request.id, text: '' });
        toast.success(t('message.sent'));
      })}
    >
      <Field label={t('message.label')} error={tv(errors.text?.message)} required>
        {(control) => <TextArea {...control} rows={3} maxLength={1000} {...form.register('text')} />}
      </Field>
      <FailureAlert failure={failure} />
      <Button type="submit" variant="primary" loading={isSubmitting}>
        {t('message.send')}
      </Button>
    </form>
  );
}
