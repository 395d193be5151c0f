/**
 * Benchmark of the product list API on SQLite (docs/benchmarks.md).
 *
 *   node scripts/bench-api.ts [--connections 50] [--duration 10] [--products 10000]
 *
 * Seeds a throwaway SQLite database with 10,000 products in 24 categories, starts the API
 * in a child process (so the load generator does not share its event loop), and measures
 *   GET /api/commodities?page=3&commodityTypeIds=<one category>&en_name=<term>
 * under 50 concurrent connections with autocannon. Prints median and p99 latency.
 *
 * --uncached spreads the load over 2,400 different product-list queries (20 categories × 6 names
 * × 20 pages, 21,600 products), more than the page cache holds (decision 013), so every request reads the database.
 *
 * --search measures the full-text search instead (decision 038): no category, an English plural
 * compound typed on the French list, GET /api/commodities?page=2&fr_name=lawnmowers (1,667 matches,
 * ranked). With --uncached it spreads over 2,400 different searches (8 queries × 3 languages × 100 pages).
 * --filtered gives every product three specifications (cutting width 30–60 cm, self-propelled
 * yes/no, battery slots 1/2) and measures the specification filters instead of the name search:
 *   GET /api/commodities?commodityTypeIds=<top-level>&f.cutting_width.min=40&f.cutting_width.max=50&f.self_propelled=1
 * With --uncached too, every request is a different filter (4 top-level categories × 20 width bands × 2 × 5 pages).
 * --profile <dir> writes a CPU profile of the server process there (node --cpu-prof).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pino } from "pino";
import { createApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase, type Db } from "#server/db/index.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { ensureSearchIndex } from "#server/services/product-search.ts";
import { foldText } from "#domain/fold.ts";

interface Histogram {
  p50: number;
  p90: number;
  p99: number;
  average: number;
  max: number;
}
interface AutocannonResult {
  latency: Histogram;
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
}
interface AutocannonRequest {
  setupRequest(request: { path: string }): { path: string };
}
type Autocannon = (options: { url: string; connections: number; duration: number; requests?: AutocannonRequest[] }) => Promise<AutocannonResult>;

const { values: args } = parseArgs({
  options: {
    serve: { type: "string" },
    "seed-only": { type: "string" },
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    products: { type: "string", default: "10000" },
    uncached: { type: "boolean", default: false },
    search: { type: "boolean", default: false },
    filtered: { type: "boolean", default: false },
    profile: { type: "string" },
  },
});

/** Child process: the API over the seeded database, as in production (no request logs). */
async function serve(file: string): Promise<void> {
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: `sqlite:${file}` });
  const database = openDatabase(config.DATABASE_URL);
  const { express } = createApp({ config, database, logger: pino({ level: "silent" }) });
  const server = express.listen(0, "127.0.0.1", () => {
    const address = server.address();
    process.stdout.write(`PORT ${typeof address === "object" && address ? address.port : 0}\n`);
  });
  // A normal exit, so `node --cpu-prof` can write its profile.
  process.on("SIGINT", () => process.exit(0));
}

async function main(): Promise<void> {
  const directory = mkdtempSync(join(tmpdir(), "fantai-bench-"));
  const file = join(directory, "bench.db");
  try {
    const { categoryId, categories, tops, term, matching } = await seed(file, Number(args.products));
    const profiling = args.profile ? ["--cpu-prof", "--cpu-prof-dir", args.profile] : [];
    const child = spawn(process.execPath, [...profiling, import.meta.filename, "--serve", file], { stdio: ["ignore", "pipe", "inherit"] });
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        const match = /PORT (\d+)/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
      child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    });
    const url = args.search
      ? `http://127.0.0.1:${port}/api/commodities?page=2&fr_name=lawnmowers`
      : args.filtered
        ? `http://127.0.0.1:${port}/api/commodities?commodityTypeIds=${tops[0]}&f.cutting_width.min=40&f.cutting_width.max=50&f.self_propelled=1`
        : `http://127.0.0.1:${port}/api/commodities?page=3&commodityTypeIds=${categoryId}&en_name=${encodeURIComponent(term)}`;
    const check = (await (await fetch(url)).json()) as { data: { en_name: string }[]; meta: { pagination: { total: number } } };
    console.log(`URL: ${url}`);
    if (args.search) {
      const mowers = check.data.filter((p) => p.en_name.includes("Lawn mower")).length;
      console.log(
        `${args.products} products; "lawnmowers" on the French list: ${check.meta.pagination.total} matches (expected ${Math.ceil(Number(args.products) / KINDS.length)}), page 2 holds ${mowers} lawn mowers of ${check.data.length}`,
      );
    } else if (args.filtered) {
      console.log(`${args.products} products; filtered: ${check.meta.pagination.total} matches, page 1 holds ${check.data.length}`);
    } else {
      console.log(
        `${args.products} products; category ${categoryId} with "${term}": ${check.meta.pagination.total} matches (expected ${matching}), page 3 holds ${check.data.length}`,
      );
    }

    const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
    const requests = args.uncached ? [args.search ? spreadSearches() : args.filtered ? spreadFilters(tops) : spreadOver(categories)] : undefined;
    if (args.uncached) console.log("Uncached: every request a different query among 2,400");
    await autocannon({ url, connections: Number(args.connections), duration: 3, requests }); // warm-up
    const result = await autocannon({ url, connections: Number(args.connections), duration: Number(args.duration), requests });
    child.kill(args.profile ? "SIGINT" : "SIGTERM");

    console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? "?"}, Node ${process.version}`);
    console.log(
      `Connections: ${args.connections}, duration: ${args.duration} s, requests: ${result.requests.total} (${result.requests.average.toFixed(0)}/s), non-2xx: ${result.non2xx}, errors: ${result.errors}`,
    );
    console.log(`Latency: median ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Round-robin over categories × names × pages: consecutive requests never ask the same thing. */
function spreadOver(categories: number[]): AutocannonRequest {
  const terms = KINDS.map(([en]) => en.split(" ").pop()!.toLowerCase());
  let next = 0;
  return {
    setupRequest(request) {
      const i = next++;
      const category = categories[i % categories.length]!;
      const term = terms[Math.floor(i / categories.length) % terms.length]!;
      const page = 1 + (Math.floor(i / (categories.length * terms.length)) % 20);
      return { ...request, path: `/api/commodities?page=${page}&commodityTypeIds=${category}&en_name=${term}` };
    },
  };
}

/** Round-robin over queries × page languages × pages: plurals, compounds, other-language terms, model numbers. */
function spreadSearches(): AutocannonRequest {
  const queries = ["lawnmowers", "chainsaws", "tondeuses", "kettingzagen", "hedge trimmers", "souffleurs", "FT-1042", "pressure washer"];
  const locales = ["en", "fr", "nl"];
  let next = 0;
  return {
    setupRequest(request) {
      const i = next++;
      const query = queries[i % queries.length]!;
      const locale = locales[Math.floor(i / queries.length) % locales.length]!;
      const page = 1 + (Math.floor(i / (queries.length * locales.length)) % 100);
      return { ...request, path: `/api/commodities?page=${page}&${locale}_name=${encodeURIComponent(query)}` };
    },
  };
}

/** Round-robin over top-level categories × width bands × self-propelled × pages: every request a new filter. */
function spreadFilters(tops: number[]): AutocannonRequest {
  let next = 0;
  return {
    setupRequest(request) {
      const i = next++;
      const top = tops[i % tops.length]!;
      const band = Math.floor(i / tops.length) % 20;
      const propelled = Math.floor(i / (tops.length * 20)) % 2;
      const page = 1 + (Math.floor(i / (tops.length * 40)) % 5);
      const min = 30 + band;
      return {
        ...request,
        path: `/api/commodities?page=${page}&commodityTypeIds=${top}&f.cutting_width.min=${min}&f.cutting_width.max=${min + 10}&f.self_propelled=${propelled}`,
      };
    },
  };
}

const KINDS = [
  ["Lawn mower", "Tondeuse à gazon", "Grasmaaier"],
  ["Chainsaw", "Tronçonneuse", "Kettingzaag"],
  ["Hedge trimmer", "Taille-haie", "Heggenschaar"],
  ["Grass trimmer", "Coupe-bordure", "Grastrimmer"],
  ["Leaf blower", "Souffleur de feuilles", "Bladblazer"],
  ["Pressure washer", "Nettoyeur haute pression", "Hogedrukreiniger"],
] as const;
const SERIES = ["Pro", "Eco", "Max", "Compact", "Power", "Silent", "Turbo", "Garden"];

/** 4 top-level categories × 5 children; products spread evenly over the 20 children. */
async function seed(file: string, count: number): Promise<{ categoryId: number; categories: number[]; tops: number[]; term: string; matching: number }> {
  const database = openDatabase(`sqlite:${file}`);
  const db: Db = database.db;
  await migrateToLatest(db);
  const now = new Date().toISOString();
  const children: number[] = [];
  const tops: number[] = [];
  for (let top = 0; top < 4; top++) {
    const parent = await db
      .insertInto("commodity_types")
      .values({ parent_id: null, level: 1, en_name: `Range ${top}`, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    tops.push(parent.id);
    for (let child = 0; child < 5; child++) {
      const row = await db
        .insertInto("commodity_types")
        .values({ parent_id: parent.id, level: 2, en_name: `Range ${top}.${child}`, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      children.push(row.id);
    }
  }
  let matching = 0;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
        const i = start + offset;
        const [en, fr, nl] = KINDS[i % KINDS.length]!;
        const series = SERIES[Math.floor(i / KINDS.length) % SERIES.length]!;
        const names = {
          en_name: `${series} ${en} 40V FT-${1000 + i}`,
          fr_name: `${fr} ${series} 40V FT-${1000 + i}`,
          nl_name: `${nl} ${series} 40V FT-${1000 + i}`,
        };
        const typeId = children[i % children.length]!;
        if (typeId === children[0] && en === "Lawn mower") matching += 1;
        return {
          ...names,
          en_name_folded: foldText(names.en_name),
          fr_name_folded: foldText(names.fr_name),
          nl_name_folded: foldText(names.nl_name),
          en_description: `<p>${names.en_name}: brushless motor, 40V battery platform.</p>`,
          commodity_type_id: typeId,
          model: `FT-${1000 + i}`,
          main_img_url: `/media/bench/product-${i % 50}_1200x1200.webp`,
          attr_sort: i % 10 === 0 ? 1 : 0,
          created_at: now,
          updated_at: now,
        };
      });
      await trx.insertInto("commodities").values(rows).execute();
    }
  });
  // What the server does at start-up for products that have no search terms yet.
  await ensureSearchIndex(db);
  await seedSpecs(db, tops, count);
  await database.close();
  return { categoryId: children[0]!, categories: children, tops, term: "mower", matching };
}

/** Three filterable specifications on every product: a number, a yes/no and a choice. */
async function seedSpecs(db: Db, tops: number[], count: number): Promise<void> {
  const now = new Date().toISOString();
  const attribute = async (key: string, type: "number" | "boolean" | "choice", choices: string[] = []) => {
    const { id } = await db
      .insertInto("spec_attributes")
      .values({
        key,
        en_label: key,
        type,
        filterable: 1,
        choices: JSON.stringify(choices.map((value) => ({ value, en: value, fr: value, nl: value }))),
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("spec_attribute_categories")
      .values(tops.map((commodity_type_id) => ({ attribute_id: id, commodity_type_id })))
      .execute();
    return id;
  };
  const width = await attribute("cutting_width", "number");
  const propelled = await attribute("self_propelled", "boolean");
  const slots = await attribute("battery_slots", "choice", ["1", "2"]);
  const ids = (await db.selectFrom("commodities").select("id").orderBy("id").execute()).map((row) => row.id);
  const empty = { number_value: null, number_max: null, choice_value: null };
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < Math.min(count, ids.length); start += 300) {
      const rows = ids.slice(start, start + 300).flatMap((commodity_id, offset) => {
        const i = start + offset;
        return [
          { ...empty, commodity_id, attribute_id: width, number_value: 30 + (i % 31) },
          { ...empty, commodity_id, attribute_id: propelled, number_value: i % 2 },
          { ...empty, commodity_id, attribute_id: slots, choice_value: i % 3 === 0 ? "2" : "1" },
        ];
      });
      await trx.insertInto("commodity_specs").values(rows).execute();
    }
  });
}

if (args["seed-only"]) await seed(args["seed-only"], Number(args.products));
else if (args.serve) await serve(args.serve);
else await main();
