import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'speech', include: ['src/**/*.test.ts'] } });
