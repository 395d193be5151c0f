import { openDatabase } from "#server/db/index.ts";
import * as catalogue from "#server/services/catalogue.ts";
import * as specs from "#server/services/specs.ts";
const { db } = openDatabase("sqlite:/tmp/bb.db");
const { filters } = await specs.readSpecFilters(db, [
  ["f.cutting_width.min", "40"],
  ["f.cutting_width.max", "50"],
  ["f.self_propelled", "1"],
]);
let n = 0;
for (let round = 0; round < 4; round++) {
  const t = performance.now();
  for (let i = 0; i < 50; i++) {
    n++;
    await catalogue.listCommodities(db, {
      page: 1 + (n % 5),
      perPage: 9,
      commodityTypeIds: [1 + (n % 4) * 6],
      specs: [
        { ...filters[0]!, min: 30 + (n % 20), max: 40 + (n % 20) },
        { ...filters[1]!, values: [String(n % 2)] },
      ],
    });
  }
  console.log("per list", ((performance.now() - t) / 50).toFixed(2), "ms");
}
const t = performance.now();
for (let i = 0; i < 50; i++) {
  n++;
  await catalogue.listCommodities(db, {
    page: 1 + (n % 5),
    perPage: 9,
    commodityTypeIds: [2 + (n % 4)],
    search: { locale: "en", term: ["mower", "saw", "blower"][n % 3]! },
  });
}
console.log("baseline per list", ((performance.now() - t) / 50).toFixed(2), "ms");
