// The prerender's Node build leaves stylesheets out: the browser build links them.
module.exports = () => '';
