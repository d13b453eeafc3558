#!/usr/bin/env node
// The `platform-remote` command of @platform/remote-kit. A published kit runs its build (dist/);
// inside the platform's repository, where the kit is a workspace, it runs the sources through tsx.
const fs = require('node:fs');
const path = require('node:path');

const kitDir = path.join(__dirname, '..');
const built = path.join(kitDir, 'dist', 'cli.js');
if (!fs.existsSync(built)) require('tsx/cjs');
require(fs.existsSync(built) ? built : path.join(kitDir, 'src', 'cli', 'main.ts')).main(process.argv.slice(2), kitDir);
