// Plain (non-module) stylesheets have no exports; Jest only needs the import to succeed.
module.exports = {};
