import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
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
  });
  const [failure, setFailure] = useState<SubmitFailure['form']>(null);

  const run = (submit: (values: InferInput<S>) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        await submit(values);
      } catch (error) {
        const { fields, form: whole } = describeFailure(error);
        const refusal = whole?.kind === 'validation' ? whole.key : undefined;
        const refusalField = refusal ? options.refusalFields?.[refusal] : undefined;
        if (refusal && refusalField) fields[refusalField] = refusal;
        const values = form.getValues() as Record<string, unknown>;
        let formFailure = refusalField ? null : whole;
        Object.entries(fields).forEach(([field, key], index) => {
          if (field in values) {
            form.setError(field as Path<InferInput<S>>, { type: 'server', message: key }, { shouldFocus: index === 0 });
          } else {
            // A field this form does not have still gets its message told, for the whole form.
            formFailure ??= { kind: 'validation', key };
          }
        });
        setFailure(formFailure);
      }
    });

  return { form, failure, setFailure, run };
}
