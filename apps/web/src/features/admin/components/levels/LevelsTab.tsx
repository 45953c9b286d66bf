import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Modal } from '#web/ui/Modal';
import { adminCourseQueryOptions } from '../../api/levels';
import { CreateLevelForm } from './CreateLevelForm';
import { LevelEditForm } from './LevelEditForm';
import { LevelGrid } from './LevelGrid';

/**
 * The dashboard's default tab: create a level, then the course to reorder, edit and delete. A new
 * level opens in its editor at once, where all it needs is made and it is published; its card is
 * then shown, wherever it sits in the course. `?level=<id>` opens that level's editor: the way back
 * from its preview.
 */
export function LevelsTab() {
  const { t } = useTranslation('adminLevels');
  // Drafts included, in English, the language the course is written in, whatever the dashboard's.
  const course = useQuery(adminCourseQueryOptions());
  const [search, setSearch] = useSearchParams();
  const [builtId, setBuiltId] = useState<string | null>(() => search.get('level'));
  const [newId, setNewId] = useState<string | null>(null);
  const built = course.data?.find((level) => level._id === builtId);
  return (
    <div className="flex flex-col gap-8">
      <CreateLevelForm
        nextNumber={(course.data?.length ?? 0) + 1}
        onCreated={(id) => {
          setBuiltId(id);
          setNewId(id);
        }}
      />
      <LevelGrid course={course} newId={newId} />
      <Modal
        open={built !== undefined}
        onClose={() => {
          setBuiltId(null);
          if (search.has('level')) setSearch({}, { replace: true });
        }}
        title={built ? t('edit.title', { n: built.level }) : ''}
      >
        {built && <LevelEditForm key={built._id} level={built} />}
      </Modal>
    </div>
  );
}
