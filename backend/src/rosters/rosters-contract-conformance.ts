import type * as Api from '@elearning/contract';
import type { RosterImportQuery } from './rosters.dto.js';

/**
 * The roster import's query DTO against the contract, both ways (the response DTO is checked by
 * @Route, src/common/route.decorator.ts). Compiled, never run.
 */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

export type RostersConformance = [Assert<Equals<RosterImportQuery, Api.RosterImportQuery>>];
