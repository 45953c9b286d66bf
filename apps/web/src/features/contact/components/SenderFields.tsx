import { limits } from '@tp/contract/constants';
import type { ParseKeys } from 'i18next';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '#web/i18n/use-field-error';
import type { FieldMessages } from '#web/lib/form-resolver';
import { Field } from '#web/ui/Field';

/** The messages of the two fields, for the forms' resolvers. */
export const senderMessages: Record<keyof Sender, FieldMessages<ParseKeys<'site'>>> = {
  name: { required: 'validation.nameRequired', max: 'validation.nameTooLong' },
  email: {
    required: 'validation.emailRequired',
    format: 'validation.invalidEmail',
    max: 'validation.emailTooLong',
  },
};

interface Sender {
  name: string;
  email: string;
}

/** Who is writing: the name and e-mail fields both forms of this feature open with. */
export function SenderFields<T extends Sender>({
  register,
  errors,
  emailHint,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  emailHint?: string;
}) {
  const { t } = useTranslation('site');
  const fieldError = useFieldError('site');
  // The form's own values include these two; react-hook-form's types cannot narrow to them.
  const sender = register as unknown as UseFormRegister<Sender>;
  const sent = errors as FieldErrors<Sender>;
  return (
    <>
      <Field
        label={t('form.name')}
        autoComplete="name"
        maxLength={limits.nameMax}
        error={fieldError(sent.name?.message)}
        {...sender('name')}
      />
      <Field
        label={t('form.email')}
        type="email"
        autoComplete="email"
        maxLength={limits.emailMax}
        hint={emailHint}
        error={fieldError(sent.email?.message)}
        {...sender('email')}
      />
    </>
  );
}
