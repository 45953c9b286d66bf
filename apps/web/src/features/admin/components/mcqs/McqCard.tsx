import type { AdminMcq } from '@tp/contract/levels';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteMcq } from '../../api/quizzes';
import { DeleteButton } from '../DeleteButton';
import { EditAction } from '../EditAction';
import { McqForm } from './McqForm';
import { truncate } from './truncate';

/** Spec §9: a question is cut at 300 characters until expanded. */
const questionPreviewMax = 300;
/** How much of the question names it in the delete button and confirmation. */
const questionNameMax = 40;

export function McqCard({ mcq }: { mcq: AdminMcq }) {
  const { t } = useTranslation('adminQuiz');
  const deleteMcq = useDeleteMcq();
  const [expanded, setExpanded] = useState(false);
  const name = truncate(mcq.question, questionNameMax);
  const questionId = useId();
  const preview = truncate(mcq.question, questionPreviewMax);
  const cut = preview !== mcq.question;
  const correct = mcq.options[mcq.correctAnswer];

  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 id={questionId} className="min-w-0 whitespace-pre-line break-words font-semibold">
          {expanded ? mcq.question : preview}
        </h3>
        <div className="flex shrink-0">
          <EditAction
            name={name}
            edit={{ title: t('edit.mcqTitle'), form: (close) => <McqForm mcq={mcq} onDone={close} /> }}
          />
          <DeleteButton
            name={name}
            onDelete={() => deleteMcq.mutateAsync(mcq._id)}
            messages={{ success: t('mcqs.deleted'), failure: t('mcqs.deleteFailed') }}
          />
        </div>
      </div>
      {cut && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={questionId}
          onClick={() => setExpanded((value) => !value)}
          className="self-start rounded px-1 text-link text-sm underline"
        >
          {expanded ? t('mcqs.showLess') : t('mcqs.readMore')}
        </button>
      )}
      <ol aria-label={t('mcqs.options')} className="list-decimal break-words ps-6">
        {mcq.options.map((option) => (
          <li key={option._id}>{option.text}</li>
        ))}
      </ol>
      {correct && (
        <p className="rounded-lg bg-correct px-3 py-2 text-correct-fg">
          {t('mcqs.correct', { n: mcq.correctAnswer + 1, text: correct.text })}
        </p>
      )}
    </li>
  );
}
