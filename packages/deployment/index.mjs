import { readFileSync } from 'node:fs';

/** The one list of remotes; a new remote is one entry here plus its folder. */
export const REMOTES = JSON.parse(readFileSync(new URL('./remotes.json', import.meta.url), 'utf8'));
