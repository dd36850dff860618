#!/usr/bin/env node
// `node <this file> <build folder> <served folder> [--keep n]`: see ../src/cli/publish-build.ts.
require('tsx/cjs/api').require('../src/cli/publish-build.ts', __filename);
