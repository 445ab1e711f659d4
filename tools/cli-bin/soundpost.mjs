#!/usr/bin/env node
// `npx soundpost …` lands here (linked through node_modules/.bin). The real CLI lives in apps/cli;
// this shim builds it on first use and then hands over, so a fresh clone needs nothing but `npm install`.
import { runCli } from '../bin/soundpost-runner.mjs';
await runCli(process.argv.slice(2));
