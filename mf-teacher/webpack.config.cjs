const createConfig = require('@elearning/webpack-config');

module.exports = createConfig({
  // Federation name and dev port: its entry in packages/deployment/remotes.json.
  dir: __dirname,
  title: "Teachers' console (standalone)",
  exposes: { './TeacherConsole': './src/TeacherConsole.tsx' },
  // Answers and replies are Markdown: tables, lists, code… whose elements the sources do not name.
  rendersMarkdown: true,
});
