// Preload (node --require) of the deploy and consumer tests: prints which of React's server builds
// the process has loaded (react-dom-server.node / .edge), each time that changes, so a test can tell
// whether installNodeRenderer() took effect in a server as shipped.
let seen = '';
setInterval(() => {
  const now = Object.keys(require.cache)
    .filter((file) => /react-dom-server\.[a-z]+\.production\.js$/.test(file))
    .map((file) => file.split(/[\\/]/).pop())
    .sort()
    .join(',');
  if (now !== seen) {
    seen = now;
    console.log(`react server builds: ${now}`);
  }
}, 100).unref();
