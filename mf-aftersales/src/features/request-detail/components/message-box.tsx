import { getAfterSaleDetail, sendAfterSaleMessage } from '@shop/api/contract';
import { cacheWrite, FailureAlert, useAction, useValidationText } from '@shop/platform';
import { typedFields, useApiForm } from '@shop/platform/forms';
import { Button, Field, TextArea, useToast } from '@shop/ui';
import { useAfterSalesTexts } from '../../../i18n/texts';
import type { AfterSale } from '../types';

/** What the buyer types; the request's id is sent beside it. */
const messageSchema = typedFields(sendAfterSaleMessage.input, ['id']);

/** The buyer's reply in the negotiation, while the request is open; the answer is the updated request, shown at once. */
export function MessageBox({ request }: { request: AfterSale }) {
  const t = useAfterSalesTexts();
  const tv = useValidationText();
  const toast = useToast();
  const action = useAction();
  const { form, failure, run } = useApiForm(messageSchema, { text: '' });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={run(async (values) => {
        const sent = await action.submit(
          sendAfterSaleMessage,
          { ...values, id: request.id },
          { update: (updated) => [cacheWrite(getAfterSaleDetail, { id: request.id }, updated)] },
        );
        if (!sent) return;
        form.reset({ text: '' });
        toast.success(t('message.sent'));
      })}
    >
      <Field label={t('message.label')} error={tv(errors.text?.message)} required>
        {(control) => <TextArea {...control} rows={3} maxLength={1000} {...form.register('text')} />}
      </Field>
      <FailureAlert failure={failure} />
      <Button type="submit" variant="primary" loading={action.pending}>
        {t('message.send')}
      </Button>
    </form>
  );
}
