import { contract, courseArchiveMaxBytes } from '@tp/contract';
import type { Database } from '../../db/client';
import type { CourseAudio } from '../../platform/course-audio';
import type { BindRoute } from '../../platform/routes';
import type { MediaStorage } from '../../platform/storage';
import { receiveFile } from '../../platform/uploads';
import { courseCounts, describeCounts } from './course-counts';
import { exportCourse } from './course-export';
import { importCourse, readArchive } from './course-import';
import { packTarGz } from './tar-gz';

const api = contract.courseArchive;

export function courseArchiveRoutes(
  bind: BindRoute,
  db: Database,
  storage: MediaStorage,
  audio: CourseAudio,
): void {
  bind(api.courseSummary, async () => courseCounts(db));
  bind(api.exportCourse, async (_ctx, reply) => {
    const entries = await exportCourse(db, storage);
    const name = `course-${new Date().toISOString().slice(0, 10)}.tar.gz`;
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(packTarGz(entries));
  });
  bind(api.importCourse, async ({ request }) => {
    const { fields, bytes } = await receiveFile(request, 'archive', courseArchiveMaxBytes);
    const source = await readArchive(bytes);
    const counts = await importCourse(db, storage, source, { replace: fields.replace === 'true', audio });
    return { counts, message: `Course imported: ${describeCounts(counts)}.` };
  });
}
