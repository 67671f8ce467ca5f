import type { EntityManager } from 'typeorm';

/**
 * What a store runs its statements on: the app's DataSource (injected), or a transaction's
 * EntityManager when several stores must change rows together (the role command, src/cli/roles.ts).
 */
export type Queryable = Pick<EntityManager, 'query'>;
