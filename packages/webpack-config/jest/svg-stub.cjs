module.exports = '<svg aria-hidden="true"></svg>';
