#!/usr/bin/env node
// The `platform-remote` command of @platform/remote-kit. Inside the platform's repository, where the
// kit is a workspace with its sources, it runs them through tsx; a published kit runs its dist/.
const fs = require('node:fs');
const path = require('node:path');

const kitDir = path.join(__dirname, '..');
const source = path.join(kitDir, 'src', 'cli', 'main.ts');
if (fs.existsSync(source)) require('tsx/cjs');
require(fs.existsSync(source) ? source : path.join(kitDir, 'dist', 'cli.js')).main(process.argv.slice(2), kitDir);
