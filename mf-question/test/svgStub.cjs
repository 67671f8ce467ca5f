module.exports = '<svg viewBox="0 0 16 16"></svg>';
