import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { GenericSchema, InferInput } from 'valibot';
import { describeFailure, type SubmitFailure } from '../failures/describe-failure';

export interface ApiFormOptions<T extends FieldValues> {
  /** Refusals that are not 422s but concern one field (a wrong shop password), told next to that field. */
  refusalFields?: Partial<Record<string, Path<T>>>;
}

/**
 * A form checked by the call's own schema (the same one the backend parses with), that maps a failed submit
 * back onto its fields and keeps everything the user typed.
 */
export function useApiForm<S extends GenericSchema<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<InferInput<S>>,
  options: ApiFormOptions<InferInput<S>> = {},
) {
  const form = useForm<InferInput<S>>({
    resolver: valibotResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Every check of the schema runs (the resolver otherwise stops a pipe at its first issue, which would hide
    // "confirmation does not match" while another field is still wrong); each field shows its first message.
    criteriaMode: 'all',
    // react-hook-form focuses the first field it registered, which is not always the first on screen (a field
    // registered in a component's props comes before those registered in render props); see focusFirstInvalid.
    shouldFocusError: false,
  });
  const [failure, setFailure] = useState<SubmitFailure['form']>(null);

  const run = (submit: (values: InferInput<S>) => Promise<void>) =>
    form.handleSubmit(
      async (values, event) => {
        const formElement = formOf(event);
        setFailure(null);
        try {
          await submit(values);
        } catch (error) {
          const { fields, form: whole, values: given } = describeFailure(error);
          const refusal = whole?.kind === 'validation' ? whole.key : undefined;
          const refusalField = refusal ? options.refusalFields?.[refusal] : undefined;
          if (refusal && refusalField) fields[refusalField] = refusal;
          const values = form.getValues() as Record<string, unknown>;
          let formFailure = refusalField ? null : whole;
          for (const [field, key] of Object.entries(fields)) {
            if (field in values) {
              form.setError(field as Path<InferInput<S>>, { type: 'server', message: key });
            } else {
              // A field this form does not have still gets its message told, for the whole form, with the
              // failure's data (which file was refused) for the form to name.
              formFailure ??= given ? { kind: 'validation', key, values: given } : { kind: 'validation', key };
            }
          }
          focusFirstInvalid(formElement, fields);
          setFailure(formFailure);
        }
      },
      (errors, event) => focusFirstInvalid(formOf(event), errors),
    );

  return { form, failure, setFailure, run };
}

const formOf = (event: { target?: unknown } | undefined): HTMLFormElement | null =>
  event?.target instanceof HTMLFormElement ? event.target : null;

/** Focuses the first control, in the order the page shows them, whose field has an error, so a keyboard or screen
 * reader user lands on the first thing to fix. */
function focusFirstInvalid(formElement: HTMLFormElement | null, errors: object): void {
  for (const element of Array.from(formElement?.elements ?? [])) {
    const name = (element as HTMLInputElement).name;
    if (name && get(errors, name) !== undefined && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
