import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Register options for a password field: when it changes, its confirmation is checked again, but
 * only once the confirmation has been visited. An error never appears under a field the user has
 * not reached yet, which would also shift the form under the pointer.
 */
export function recheckConfirmation<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'trigger'>,
  confirmation: Path<T>,
) {
  return {
    onChange: () => {
      if (form.getFieldState(confirmation).isTouched) void form.trigger(confirmation);
    },
  };
}
