module.exports = require('../../tools/webpack/node-app.config.js')('cli');
