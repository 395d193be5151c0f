import { z } from "zod";

// Pages forbid eval in their Content-Security-Policy. Zod 4 probes for it (`Function("")`) before it
// compiles a parser, and the blocked probe shows in the browser's Issues panel (and costs Lighthouse's
// best practices). In the browser it is told not to try; the server keeps its faster compiled parsers.
if (typeof document !== "undefined") z.config({ jitless: true });
