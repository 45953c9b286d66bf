/** The themes' stylesheet, generated from src/theme/themes.ts by vite.config.ts. */
declare module 'virtual:tp-themes.css';
