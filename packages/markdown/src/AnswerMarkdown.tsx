import { memo, type ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import rehypeSanitize from 'rehype-sanitize';
import rehypeKatex from 'rehype-katex';
import rehypeHighlight from 'rehype-highlight';
import 'katex/dist/katex.min.css';
import './styles/highlight-github.css';
import './styles/answer-markdown.css';
import { normalizeMathDelimiters } from './normalizeMathDelimiters';
import { answerSanitizeSchema } from './answerSanitizeSchema';
import { rehypeTypingCursor } from './rehypeTypingCursor';
import { splitTopLevelBlocks } from './splitTopLevelBlocks';

type RehypePlugins = NonNullable<ComponentProps<typeof Markdown>['rehypePlugins']>;

// Order matters: sanitize the model's markup FIRST, then let KaTeX and highlight.js add
// their own (trusted) markup, so nothing the model writes survives as live HTML.
const safeRehypePlugins: RehypePlugins = [
  [rehypeSanitize, answerSanitizeSchema],
  [rehypeKatex, { throwOnError: false, strict: 'ignore', maxSize: 20, maxExpand: 500 }],
  [rehypeHighlight, { detect: false }],
];
const withCursor: RehypePlugins = [...safeRehypePlugins, rehypeTypingCursor];
const remarkPlugins = [remarkGfm, remarkMath];

const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
  table: ({ node: _node, ...props }) => (
    <div className="table-responsive">
      <table className="table table-sm table-bordered" {...props} />
    </div>
  ),
};

/** One Markdown document (already math-normalized); memoized so unchanged blocks are not re-parsed. */
const MarkdownDocument = memo(function MarkdownDocument({
  source,
  showCursor,
}: {
  source: string;
  showCursor: boolean;
}) {
  return (
    <Markdown
      remarkPlugins={remarkPlugins}
      rehypePlugins={showCursor ? withCursor : safeRehypePlugins}
      components={components}
    >
      {source}
    </Markdown>
  );
});

export interface AnswerMarkdownProps {
  markdown: string;
  /** While typing: show the cursor, and re-render only the block being typed. */
  showCursor?: boolean;
}

/** Renders an answer's Markdown (GFM, math, highlighted code), sanitized. */
function AnswerMarkdown({ markdown, showCursor = false }: AnswerMarkdownProps) {
  const source = normalizeMathDelimiters(markdown);
  if (!showCursor) return <MarkdownDocument source={source} showCursor={false} />;
  // Rendered whole again once typing ends (references, footnotes and lists across blocks).
  const blocks = splitTopLevelBlocks(source);
  return (
    <>
      {blocks.map((block, index) => (
        <MarkdownDocument key={index} source={block} showCursor={index === blocks.length - 1} />
      ))}
    </>
  );
}

export default memo(AnswerMarkdown);
