/** A level's preview, played as a learner plays it (the game's `LevelPreviewPage`)… */
export const previewPath = (id: string) => `/level-preview?level=${encodeURIComponent(id)}`;

/** …and the way back: the dashboard opens the level's editor from the address (the studio's `LevelsTab`). */
export const editorPath = (id: string) => `/dashboard?level=${encodeURIComponent(id)}`;
