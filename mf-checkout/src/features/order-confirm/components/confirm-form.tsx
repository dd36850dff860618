import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { confirmOrder } from '@shop/api/contract';
import { api, FailureAlert, refreshHeader, useValidationText } from '@shop/platform';
import { useApiForm } from '@shop/platform/forms';
import { pathTo } from '@shop/platform/routes';
import { actionRow, Button, Field, TextArea } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';
import { useRememberSummary } from '../../../hooks/use-checkout-summary';
import { confirmationKey } from '../lib/confirmation-key';

/**
 * The remark and the confirm button. One confirmation is one order whatever happens: the key stays the same
 * for this checkout (see confirmationKey), and the button ignores clicks while a confirmation is on its way.
 */
export function ConfirmForm({ cartId }: { cartId: number }) {
  const t = useCheckoutTexts();
  const tv = useValidationText();
  const navigate = useNavigate();
  const remember = useRememberSummary();
  const [idempotencyKey] = useState(() => confirmationKey(cartId));
  const { form, failure, run } = useApiForm(confirmOrder.input, {
    cart_id: cartId,
    remark: '',
    idempotency_key: idempotencyKey,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = run(async (values) => {
    const order = await api.call(confirmOrder, values);
    // Going back to this page now shows the placed order, not a form that would confirm it again.
    await remember(cartId, (current) => ({ ...current, order_id: order.order_id }));
    // The ordered lines left the cart: the header's counter follows.
    void refreshHeader();
    navigate(pathTo('payment', { order_id: order.order_id }), { replace: true });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (isSubmitting) return event.preventDefault();
        void submit(event);
      }}
    >
      <Field label={t('confirm.remark')} hint={t('confirm.remarkHint')} error={tv(errors.remark?.message)}>
        {(control) => <TextArea {...control} rows={3} maxLength={500} {...form.register('remark')} />}
      </Field>
      <FailureAlert failure={failure} />
      <div css={actionRow}>
        <Link to={pathTo('chooseDelivery', { cart_id: cartId })}>{t('confirm.changeDelivery')}</Link>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {t('confirm.submit')}
        </Button>
      </div>
    </form>
  );
}
