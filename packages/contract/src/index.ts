export * from './shell.js';
export * from './api.js';
export * from './texts.js';
export * from './support.js';
export * from './tutor.js';
export * from './ai-usage.js';
export * from './teacher-students.js';
export * from './roles.js';
