import { levelTypes } from '@tp/contract/constants';
import { useEffect, useState } from 'react';

import { useTranslation } from 'react-i18next';
import { useFieldError } from '#web/i18n/use-field-error';
import { contractResolver } from '#web/lib/form-resolver';
import { getToken } from '#web/lib/storage';
import type * as z from '#web/lib/zod';
import { Button } from '#web/ui/Button';
import { Field, SelectField } from '#web/ui/Field';
import { FormOutcome, type Outcome } from '#web/ui/FormOutcome';
import { useCreateLevel } from '../../api/levels';
import { useDashboardForm } from '../forms/use-dashboard-form';
import { createLevelForm, levelMessages } from './level-forms';

type CreateLevelValues = z.output<typeof createLevelForm>;

interface CreateLevelFormProps {
  nextNumber: number;
  /** Called with the new level, whose content is the next thing to add. */
  onCreated?: (id: string) => void;
}

/** Adds a level at a number (by default after the last one), of a type (by default sound). */
export function CreateLevelForm({ nextNumber, onCreated }: CreateLevelFormProps) {
  const { t } = useTranslation('adminLevels');
  const fieldError = useFieldError('adminLevels');
  const create = useCreateLevel();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { register, handleSubmit, setValue, formState } = useDashboardForm<
    z.input<typeof createLevelForm>,
    unknown,
    CreateLevelValues
  >({
    resolver: contractResolver(createLevelForm, levelMessages),
    defaultValues: { level: nextNumber, type: levelTypes[0] },
  });
  const { errors, isSubmitting } = formState;

  // The number offered follows the course as levels are created and deleted.
  useEffect(() => setValue('level', nextNumber), [nextNumber, setValue]);

  async function submit(values: CreateLevelValues) {
    setOutcome(null);
    if (!getToken()) {
      setOutcome({ tone: 'error', message: t('create.noToken') });
      return;
    }
    try {
      // The server's own message is English: the form says it in the interface language. The
      // number is where the level landed, which is the last one for a number past the end.
      const { newLevel } = await create.mutateAsync(values);
      setValue('type', levelTypes[0]);
      setOutcome({ tone: 'success', message: t('create.success', { n: newLevel.level }) });
      onCreated?.(newLevel._id);
    } catch {
      setOutcome({ tone: 'error', message: t('create.failed') });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="create-level-title">
      <h3 id="create-level-title" className="mb-3 font-semibold text-lg">
        {t('create.title')}
      </h3>
      <div className="flex flex-wrap items-start gap-4">
        <Field
          label={t('create.level')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          error={fieldError(errors.level?.message)}
          className="w-full sm:w-40"
          {...register('level', { valueAsNumber: true })}
        />
        <SelectField label={t('create.type')} className="w-full sm:w-48" {...register('type')}>
          {levelTypes.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" loading={isSubmitting} className="w-full sm:mt-7 sm:w-auto">
          {t('create.submit')}
        </Button>
      </div>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
