import { useTranslation } from 'react-i18next';
import { useAdminBadges } from '../../api/quizzes';
import { AdminList, CardGrid } from '../AdminList';
import { BadgeCard } from './BadgeCard';
import { BadgeForm } from './BadgeForm';

/** Dashboard 'Badges': every badge with its rule, an 'Add +' form, and on each card edit and delete. */
export function BadgesTab() {
  const { t } = useTranslation('adminQuiz');
  const { t: tf } = useTranslation('adminFind');
  const query = useAdminBadges();

  return (
    <AdminList
      failed={t('badges.loadFailed')}
      query={query}
      empty={t('badges.empty')}
      find={{
        label: tf('badges.search'),
        texts: (badge) => [badge.name],
        noMatch: (query) => tf('badges.noMatch', { query }),
      }}
      add={{ title: t('badges.addTitle'), form: (close) => <BadgeForm onDone={close} /> }}
    >
      {(badges) => (
        <CardGrid>
          {badges.map((badge) => (
            <BadgeCard key={badge._id} badge={badge} />
          ))}
        </CardGrid>
      )}
    </AdminList>
  );
}
