// Loaded with `node --import ./server/node-version.js` before the TypeScript entry (and imported
// first by server/index.ts), so an older Node, which may not even read .ts files, stops with a
// sentence instead of a syntax error. Plain JavaScript on purpose.

/** The fatal sentence for a Node version older than 24, or undefined when it will do. */
export function nodeVersionProblem(version) {
  const major = Number(String(version).split(".")[0]);
  if (major >= 24) return undefined;
  return `Node 24 or newer is needed; this is Node ${version}. Install Node 24 (the version in .nvmrc, e.g. \`nvm install\`) and start again.`;
}

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  process.stderr.write(`${JSON.stringify({ level: "fatal", time: Date.now(), service: "fantai-site", msg: problem })}\n`);
  process.exit(1);
}
