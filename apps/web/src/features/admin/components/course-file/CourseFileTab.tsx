import type { CourseCounts } from '@tp/contract/course-archive';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';
import { Button } from '#web/ui/Button';
import { Modal } from '#web/ui/Modal';
import { useToast } from '#web/ui/Toast';
import { downloadCourseArchive, useCourseSummary, useImportCourse } from '../../api/course-archive';

const isEmpty = (counts: CourseCounts) => Object.values(counts).every((n) => n === 0);

/**
 * Dashboard 'Course file': the whole course saved as one archive, and an archive loaded in its
 * place, after a confirmation that names what goes (docs/course-archive.md).
 */
export function CourseFileTab() {
  const { t } = useTranslation('adminCourseFile');
  const toast = useToast();
  const summary = useCourseSummary();
  const importing = useImportCourse();
  const input = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);
  const [chosen, setChosen] = useState<File | null>(null);

  async function download() {
    setExporting(true);
    try {
      // The API wants the admin's token, which a plain link does not send.
      const url = URL.createObjectURL(await downloadCourseArchive());
      const link = document.createElement('a');
      link.href = url;
      link.download = `course-${new Date().toISOString().slice(0, 10)}.tar.gz`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url));
    } catch {
      toast.show(t('exportFailed'), 'error');
    } finally {
      setExporting(false);
    }
  }

  function load(file: File, replace: boolean) {
    setChosen(null);
    importing.mutate(
      { file, replace },
      { onSuccess: ({ counts }) => toast.show(t('imported', { count: counts.levels }), 'success') },
    );
  }

  function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    importing.reset();
    // An empty instance loses nothing: no question to ask.
    if (summary.data && isEmpty(summary.data)) load(file, false);
    else setChosen(file);
  }

  const counts = summary.data;
  const error = importing.error;
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col items-start gap-2">
        <h3 className="font-semibold text-lg">{t('export.title')}</h3>
        <p className="text-muted">{t('export.description')}</p>
        <Button onClick={() => void download()} loading={exporting}>
          {t('export.action')}
        </Button>
      </section>
      <section className="flex flex-col items-start gap-2">
        <h3 className="font-semibold text-lg">{t('import.title')}</h3>
        <p className="text-muted">{t('import.description')}</p>
        <input
          ref={input}
          type="file"
          accept=".tar.gz,.tgz,application/gzip"
          className="sr-only"
          aria-label={t('import.file')}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Button variant="secondary" loading={importing.isPending} onClick={() => input.current?.click()}>
          {importing.isPending ? t('import.busy') : t('import.action')}
        </Button>
        {error && (
          <div role="alert" className="rounded-lg border border-error p-3 text-error">
            <p className="font-semibold">{t('import.refused')}</p>
            <p>{error instanceof ApiError ? error.message : t('import.failed')}</p>
          </div>
        )}
      </section>
      <Modal
        open={chosen !== null}
        onClose={() => setChosen(null)}
        title={t('confirm.title')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setChosen(null)}>
              {t('confirm.cancel')}
            </Button>
            <Button variant="danger" onClick={() => chosen && load(chosen, true)}>
              {t('confirm.action')}
            </Button>
          </>
        }
      >
        <p>{t('confirm.message', { file: chosen?.name ?? '' })}</p>
        {counts && (
          <ul className="mt-2 list-disc ps-6">
            {(['levels', 'sounds', 'mcqs', 'images', 'videos', 'badges'] as const).map((kind) => (
              <li key={kind}>{t(`counts.${kind}`, { count: counts[kind] })}</li>
            ))}
          </ul>
        )}
        <p className="mt-2">{t('confirm.progress')}</p>
      </Modal>
    </div>
  );
}
