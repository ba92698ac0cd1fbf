#!/usr/bin/env node
// The command as modules; the package's `loopgate` is the same, bundled (dist/cli/loopgate.cjs).
import { launchCli } from "./launch.js";

launchCli(process.argv.slice(2));
