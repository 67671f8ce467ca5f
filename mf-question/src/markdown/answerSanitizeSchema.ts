import { defaultSchema } from 'rehype-sanitize';
import type { Options as SanitizeSchema } from 'rehype-sanitize';

/**
 * What in GitHub's schema makes the browser fetch a URL as soon as it renders. Model output must
 * not load anything (a remote image is a tracking pixel, and the CSP blocks it anyway), so a
 * Markdown image is dropped.
 */
const FETCHING_TAGS = new Set(['img', 'picture', 'source']);
const FETCHING_ATTRIBUTES = new Set(['src', 'srcSet', 'longDesc']);

const isFetchingAttribute = (definition: string | [string, ...unknown[]]) =>
  FETCHING_ATTRIBUTES.has(typeof definition === 'string' ? definition : definition[0]);

const attributesWithoutFetching = Object.fromEntries(
  Object.entries(defaultSchema.attributes ?? {})
    .filter(([tag]) => !FETCHING_TAGS.has(tag))
    .map(([tag, definitions]) => [tag, definitions.filter((definition) => !isFetchingAttribute(definition))]),
);

/**
 * GitHub's schema (no scripts, no event handlers, no javascript: URLs, no raw HTML) without what
 * fetches URLs, plus only the classes remark-math puts on math code so rehype-katex, which runs
 * AFTER the sanitizer, can find it. KaTeX's and highlight.js's own output is added after sanitizing.
 */
export const answerSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => !FETCHING_TAGS.has(tag)),
  attributes: {
    ...attributesWithoutFetching,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
  protocols: Object.fromEntries(
    Object.entries(defaultSchema.protocols ?? {}).filter(
      ([attribute]) => !FETCHING_ATTRIBUTES.has(attribute),
    ),
  ),
};
