import fs from 'node:fs';
import path from 'node:path';

/** Finds the installed folder of a package the way Node would from this workspace. */
function packageDir(name: string): string {
  for (let dir = path.resolve(__dirname, '..'); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} is not installed`);
}

const versionOf = (file: string) =>
  (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;

it('imports the KaTeX CSS of the same KaTeX version that rehype-katex renders with', () => {
  // A mismatch draws superscripts and \neq wrongly (seen in a screenshot with 0.19 CSS and 0.16 HTML).
  const renderer = versionOf(require.resolve('katex/package.json', { paths: [packageDir('rehype-katex')] }));
  const stylesheet = versionOf(
    // The stylesheet is imported by the renderer (src/AnswerMarkdown.tsx).
    require.resolve('katex/package.json', { paths: [path.resolve(__dirname, '../src')] }),
  );
  expect(stylesheet).toBe(renderer);
});
