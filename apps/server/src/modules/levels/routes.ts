import { contract } from '@tp/contract';
import { sendPrecompressed } from '../../platform/precompressed';
import type { BindRoute } from '../../platform/routes';
import { warningsOf } from './accepted-spellings';
import type { LevelAdmin } from './admin-service';
import type { CourseCache } from './course-cache';
import { seesPremium } from './course-views';
import { firstLanguageDrills } from './drills';
import { previewLevel } from './preview';

const levels = contract.levels;
const updated = 'Level updated successfully.';

export function levelsRoutes(bind: BindRoute, admin: LevelAdmin, course: CourseCache): void {
  bind(levels.levels, async ({ request, query, user }, reply) => {
    const full = seesPremium(user);
    // Revalidated on every visit (the ETag makes that a 304), so an admin's change shows at once.
    // The whole course is one account's to keep; the open one anyone's, for the same Authorization.
    reply.header('cache-control', full ? 'private, no-cache' : 'public, no-cache');
    return sendPrecompressed(
      request,
      reply,
      await course.current(query.lang, full),
      'accept-encoding, authorization',
    );
  });
  bind(levels.firstLanguageDrills, async ({ query }) =>
    firstLanguageDrills(await course.published(), query.firstLanguage),
  );
  bind(levels.adminCourse, async () => ({ levels: await admin.course() }));
  bind(levels.levelForAdmin, async ({ params }) => {
    const level = await admin.level(params.id);
    return { level, warnings: warningsOf(level) };
  });
  bind(levels.levelPreview, async ({ params, query }) => ({
    level: previewLevel(await admin.level(params.id), await course.published(), query.lang ?? 'en'),
  }));

  bind(levels.createLevel, async ({ user, body }) => {
    const newLevel = await admin.create(user, body);
    return { newLevel, message: `Level ${newLevel.level} created successfully.` };
  });
  bind(levels.setLevelNumber, async ({ user, params, body }) => ({
    levels: await admin.move(user, params.id, body.level),
    message: updated,
  }));
  bind(levels.reorderLevels, async ({ user, body }) => ({
    levels: await admin.reorder(user, body.levels),
    message: 'Levels reordered successfully!',
  }));
  bind(levels.deleteLevel, async ({ user, params }) => {
    const { deleted, levels } = await admin.remove(user, params.id);
    return { levels, message: `Level ${deleted} deleted successfully.` };
  });
  bind(levels.updateLevelSettings, async ({ user, params, body }) => ({
    level: await admin.updateSettings(user, params.id, body),
    message: updated,
  }));

  const content = async (...args: Parameters<LevelAdmin['updateContent']>) => ({
    level: await admin.updateContent(...args),
    message: updated,
  });
  bind(levels.updateLevelSounds, ({ user, params, body }) =>
    content(user, params.id, { kind: 'sounds', sounds: body.sounds, imageId: body.imageId }),
  );
  bind(levels.updateLevelImage, ({ user, params, body }) =>
    content(user, params.id, { kind: 'sounds', sounds: body.sounds, imageId: body.imageId }),
  );
  bind(levels.updateLevelVideo, ({ user, params, body }) =>
    content(user, params.id, { kind: 'video', video: body.video, sounds: body.sounds }),
  );
  bind(levels.updateLevelMcqs, ({ user, params, body }) =>
    content(user, params.id, { kind: 'mcqs', mcqs: body.mcqs }),
  );
  bind(levels.updateLevelTexts, ({ user, params, body }) =>
    content(user, params.id, { kind: 'texts', texts: body.texts, translations: body.translations }),
  );
}
