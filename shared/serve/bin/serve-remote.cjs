#!/usr/bin/env node
// `node <this file>`: the remote server's command line. tsx (a dependency of this package) compiles the TypeScript
// on the fly, so an app needs neither tsx of its own nor a build step to start its server.
require('tsx/cjs/api').require('../src/cli/serve-remote.ts', __filename);
