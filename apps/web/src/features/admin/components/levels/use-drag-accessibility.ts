import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What screen readers hear while a level is moved: the level by its shown name ("Level 3") and
 * the positions it passes, counted from 1.
 */
export function useDragAccessibility(
  ids: readonly string[],
  nameOf: (id: string) => string,
): { screenReaderInstructions: ScreenReaderInstructions; announcements: Announcements } {
  const { t } = useTranslation('adminLevels');
  const total = ids.length;
  const name = (id: UniqueIdentifier) => nameOf(String(id));
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  // A pick-up is also "over" its own place; that must not drown the pick-up message.
  const moved = useRef(false);

  return {
    screenReaderInstructions: { draggable: t('dnd.instructions') },
    announcements: {
      onDragStart: ({ active }) => {
        moved.current = false;
        return t('dnd.start', { name: name(active.id), position: position(active.id), total });
      },
      onDragOver: ({ active, over }) => {
        if (!moved.current && over?.id === active.id) return undefined;
        moved.current = true;
        return over
          ? t('dnd.over', { name: name(active.id), position: position(over.id), total })
          : t('dnd.outside', { name: name(active.id) });
      },
      onDragEnd: ({ active, over }) =>
        over
          ? t('dnd.end', { name: name(active.id), position: position(over.id), total })
          : t('dnd.endOutside', { name: name(active.id) }),
      onDragCancel: ({ active }) =>
        t('dnd.cancel', { name: name(active.id), position: position(active.id), total }),
    },
  };
}
