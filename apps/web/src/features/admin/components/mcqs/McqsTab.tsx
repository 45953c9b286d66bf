import { useTranslation } from 'react-i18next';
import { useAdminMcqs } from '../../api/quizzes';
import { AdminList, CardGrid } from '../AdminList';
import { McqCard } from './McqCard';
import { McqForm } from './McqForm';

/** Dashboard 'MCQs': every question as a card, an 'Add +' form, and on each card edit and delete. */
export function McqsTab() {
  const { t } = useTranslation('adminQuiz');
  const { t: tf } = useTranslation('adminFind');
  const query = useAdminMcqs();

  return (
    <AdminList
      failed={t('mcqs.loadFailed')}
      query={query}
      empty={t('mcqs.empty')}
      find={{
        label: tf('mcqs.search'),
        texts: (mcq) => [mcq.question],
        noMatch: (query) => tf('mcqs.noMatch', { query }),
      }}
      add={{ title: t('mcqs.addTitle'), form: (close) => <McqForm onDone={close} /> }}
    >
      {(mcqs) => (
        <CardGrid>
          {mcqs.map((mcq) => (
            <McqCard key={mcq._id} mcq={mcq} />
          ))}
        </CardGrid>
      )}
    </AdminList>
  );
}
