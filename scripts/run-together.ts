/**
 * Runs npm scripts side by side and fails when any fails: `npm test` checks formatting, lint and types together
 * (each mostly one core) instead of one after another. Each script's output is printed whole when it ends, so the
 * outputs do not interleave.
 *
 * Usage: node scripts/run-together.ts <script> <script> …
 */
import { spawn } from "node:child_process";

function run(script: string): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n> ${script}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

if (import.meta.main) {
  const scripts = process.argv.slice(2);
  const results = await Promise.all(scripts.map(run));
  process.exitCode = results.every(Boolean) ? 0 : 1;
}
