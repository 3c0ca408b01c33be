// Node (the API's tests and type checks load @lexa/common's CommonJS build): the whole router; the list of names in
// index.mjs only matters to the browser bundles.
module.exports = require('react-router-dom');
