import { spawn } from "node:child_process";
import { once } from "node:events";
import { resolve } from "node:path";
import { expect, it } from "vitest";

it("finishes an in-flight request after SIGTERM, then closes the database and exits 0", async () => {
  const child = spawn(process.execPath, [resolve(import.meta.dirname, "../fixtures/slow-server.ts")], { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.setEncoding("utf8");
  const port = await new Promise<number>((resolvePort) => {
    child.stdout.on("data", (chunk: string) => {
      output += chunk;
      const match = /ready (\d+)/.exec(output);
      if (match) resolvePort(Number(match[1]));
    });
  });

  const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then((r) => r.text());
  await new Promise((r) => setTimeout(r, 300)); // the request is being handled
  child.kill("SIGTERM");

  await expect(inFlight).resolves.toBe("slow response finished");
  const [code] = await once(child, "exit");
  expect(code).toBe(0);
  expect(output).toContain("database closed");
});
