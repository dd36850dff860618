import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { confirmOrder, getCheckoutSummary, getHeader } from '@shop/api/contract';
import { cacheWrite, FailureAlert, useAction, useValidationText } from '@shop/platform';
import { typedFields, useApiForm } from '@shop/platform/forms';
import { pathTo } from '@shop/platform/routes';
import { actionRow, Button, Field, TextArea } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';
import { confirmationKey } from '../lib/confirmation-key';

/** What the customer types: the remark. The checkout and the idempotency key are sent beside it. */
const confirmSchema = typedFields(confirmOrder.input, ['cart_id', 'idempotency_key']);

/**
 * The remark and the confirm button. One confirmation is one order whatever happens: the key stays the same
 * for this checkout (see confirmationKey), and a confirmation on its way ignores the clicks after it. A refusal of
 * the checkout or of the key is told above the button, as no field of the form is theirs.
 */
export function ConfirmForm({ cartId }: { cartId: number }) {
  const t = useCheckoutTexts();
  const tv = useValidationText();
  const navigate = useNavigate();
  const [idempotencyKey] = useState(() => confirmationKey(cartId));
  const { form, failure, run } = useApiForm(confirmSchema, { remark: '' });
  // The ordered lines left the cart: the header's counter follows.
  const action = useAction({ refresh: [getHeader] });
  const { errors } = form.formState;
  const submit = run(async (values) => {
    const order = await action.submit(
      confirmOrder,
      { ...values, cart_id: cartId, idempotency_key: idempotencyKey },
      {
        // Going back to this page now shows the placed order, not a form that would confirm it again.
        update: ({ order_id }) => [
          cacheWrite(getCheckoutSummary, { cart_id: cartId }, (current) => current && { ...current, order_id }),
        ],
      },
    );
    if (order) navigate(pathTo('payment', { order_id: order.order_id }), { replace: true });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Field label={t('confirm.remark')} hint={t('confirm.remarkHint')} error={tv(errors.remark?.message)}>
        {(control) => <TextArea {...control} rows={3} maxLength={500} {...form.register('remark')} />}
      </Field>
      <FailureAlert failure={failure} />
      <div css={actionRow}>
        <Link to={pathTo('chooseDelivery', { cart_id: cartId })}>{t('confirm.changeDelivery')}</Link>
        <Button type="submit" variant="primary" loading={action.pending}>
          {t('confirm.submit')}
        </Button>
      </div>
    </form>
  );
}
