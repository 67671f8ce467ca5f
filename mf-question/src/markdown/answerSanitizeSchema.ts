import { defaultSchema } from 'rehype-sanitize';
import type { Options as SanitizeSchema } from 'rehype-sanitize';

/**
 * GitHub's schema (no scripts, no event handlers, no javascript: URLs, no raw HTML), plus
 * only the classes remark-math puts on math code so rehype-katex, which runs AFTER the
 * sanitizer, can find it. KaTeX's and highlight.js's own output is added after sanitizing.
 */
export const answerSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};
