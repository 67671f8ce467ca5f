const webpack = require('webpack');
const createConfig = require('@elearning/webpack-config');

const base = createConfig({
  // Federation name and dev port: its entry in packages/deployment/remotes.json.
  dir: __dirname,
  title: 'Ask a Question (standalone)',
  exposes: { './QuestionPage': './src/QuestionPage.tsx', './JoinPage': './src/JoinPage.tsx' },
  // Answers are Markdown: tables, lists, code… whose elements the sources do not name.
  rendersMarkdown: true,
});

// The standalone page's stand-in shell needs an API base; the federated page gets it from the shell.
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(
    new webpack.DefinePlugin({
      __STANDALONE_API_BASE__: JSON.stringify(process.env.API_BASE || 'http://localhost:3000'),
    }),
  );
  return config;
};
