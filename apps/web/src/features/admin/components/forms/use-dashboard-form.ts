import { useEffect } from 'react';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';

/**
 * A dashboard form: react-hook-form's, whose error on a field goes as soon as the field changes. A
 * message about a value no longer there (the server's word, or a rule's on a field not yet left)
 * would mislead; the rules check the new value again when the form's mode says so.
 */
export function useDashboardForm<Values extends FieldValues, Context = unknown, Output = Values>(
  props: UseFormProps<Values, Context, Output>,
): UseFormReturn<Values, Context, Output> {
  const form = useForm(props);
  const { watch, clearErrors } = form;
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (name && type === 'change') clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);
  return form;
}
