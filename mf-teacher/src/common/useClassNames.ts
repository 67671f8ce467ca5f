import { useQuery } from '@tanstack/react-query';
import type { ClassListResponse } from '@elearning/contract';
import { useConsole } from './console-context';
import type { ClassNames } from './securityEvents';

const NONE: ClassNames = new Map();
const byId = ({ classes }: ClassListResponse): ClassNames =>
  new Map(classes.map((item) => [item.id, item.name]));

/**
 * The names of the classes the viewer sees (the console's class list, shared with the class
 * pages), read only when something on the page names a class by its id.
 */
export function useClassNames(needed: boolean): ClassNames {
  const { queries } = useConsole();
  const { data } = useQuery({ ...queries.classes(), enabled: needed, select: byId });
  return data ?? NONE;
}
