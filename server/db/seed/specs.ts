import type { Transaction } from "kysely";
import type { Database } from "#server/db/schema.ts";
import { estimateChargeMinutes, estimateRuntime, USABLE_ENERGY, type SpecChoice, type SpecType, type Unit } from "#domain/specs.ts";
import { t, type T } from "./helpers.ts";
import type { SeededCategory } from "./categories.ts";

/**
 * The demo catalogue's specification attributes (decision 046) and the values derived from
 * each product's data: platform, brushless, battery slots, average power draw and work rate.
 */

interface AttributeSeed {
  key: string;
  label: T;
  unit?: Unit | "";
  type?: SpecType;
  decimals?: number;
  filterable?: boolean;
  required?: boolean;
  min?: number;
  max?: number;
  choices?: SpecChoice[];
}

const a = (key: string, label: T, unit: Unit | "", options: Omit<AttributeSeed, "key" | "label" | "unit"> = {}): AttributeSeed => ({
  key,
  label,
  unit,
  ...options,
});

/** In display order. The object keys are the short names the product data uses. */
export const ATTRIBUTES = {
  platform: a("battery_platform", t("Battery platform", "Plateforme de batterie", "Accuplatform"), "", {
    type: "choice",
    filterable: true,
    choices: [
      { value: "fantai-40v", en: "Fantai 40V", fr: "Fantai 40V", nl: "Fantai 40V" },
      { value: "built-in", en: "Built-in battery", fr: "Batterie intégrée", nl: "Ingebouwde accu" },
    ],
  }),
  voltage: a("voltage", t("Voltage", "Tension", "Spanning"), "V", { required: true, min: 1, max: 120 }),
  capacity: a("battery_capacity", t("Capacity", "Capacité", "Capaciteit"), "Ah", { decimals: 1, filterable: true, min: 0.5, max: 20 }),
  energy: a("battery_energy", t("Energy", "Énergie", "Energie"), "Wh", { min: 10, max: 1000 }),
  chemistry: a("battery_chemistry", t("Chemistry", "Technologie", "Celtype"), "", {
    type: "choice",
    choices: [{ value: "li-ion", en: "Lithium-ion (Li-ion)", fr: "Lithium-ion (Li-ion)", nl: "Lithium-ion (li-ion)" }],
  }),
  nominalVoltage: a("nominal_voltage", t("Nominal voltage", "Tension nominale", "Nominale spanning"), "V", { min: 1, max: 120 }),
  cycleLife: a("cycle_life", t("Cycle life (to 80% of capacity)", "Durée de vie (jusqu'à 80 % de la capacité)", "Levensduur (tot 80% capaciteit)"), "cycles", {
    min: 50,
    max: 10_000,
  }),
  operatingTemp: a("operating_temperature", t("Operating temperature", "Température d'utilisation", "Gebruikstemperatuur"), "°C", {
    type: "range",
    min: -40,
    max: 80,
  }),
  chargingTemp: a("charging_temperature", t("Charging temperature", "Température de charge", "Laadtemperatuur"), "°C", { type: "range", min: -40, max: 80 }),
  storageTemp: a("storage_temperature", t("Storage temperature", "Température de stockage", "Opslagtemperatuur"), "°C", { type: "range", min: -40, max: 80 }),
  chargeCurrent: a("charge_current", t("Charging current", "Courant de charge", "Laadstroom"), "A", { decimals: 1, min: 0.5, max: 20 }),
  charge5: a("charge_time_5ah", t("Charging time (5.0 Ah)", "Temps de charge (5,0 Ah)", "Laadtijd (5,0 Ah)"), "min", { min: 1, max: 600 }),
  kitCharge: a(
    "kit_charge_time",
    t("Charging time (the kit's battery and charger)", "Temps de charge (batterie et chargeur du kit)", "Laadtijd (accu en lader van de kit)"),
    "min",
    {
      min: 1,
      max: 600,
    },
  ),
  fastCharge: a("charge_time", t("Charging time (rapid charger)", "Temps de charge (chargeur rapide)", "Laadtijd (snellader)"), "min", { min: 1, max: 600 }),
  cutWidth: a("cutting_width", t("Cutting width", "Largeur de coupe", "Maaibreedte"), "cm", { filterable: true, required: true, min: 5, max: 150 }),
  cutHeight: a("cutting_height", t("Cutting height", "Hauteur de coupe", "Maaihoogte"), "mm", { type: "range", filterable: true, min: 5, max: 150 }),
  cutDepth: a("cutting_depth", t("Cutting depth", "Profondeur de coupe", "Snijdiepte"), "mm", { type: "range", min: 1, max: 200 }),
  grassBox: a("grass_box", t("Grass box", "Bac de ramassage", "Opvangbak"), "L", { filterable: true, min: 1, max: 200 }),
  collector: a("collection_capacity", t("Collection capacity", "Capacité de ramassage", "Opvanginhoud"), "L", { min: 1, max: 200 }),
  area: a("lawn_area", t("Recommended lawn size", "Surface conseillée", "Aanbevolen gazonoppervlakte"), "m²", { filterable: true, min: 10, max: 20_000 }),
  workRate: a("work_rate", t("Mowing rate", "Rendement de tonte", "Maaicapaciteit"), "m²/h", { min: 10, max: 10_000 }),
  slope: a("max_slope", t("Maximum slope", "Pente maximale", "Maximale helling"), "%", { min: 0, max: 100 }),
  selfPropelled: a("self_propelled", t("Self-propelled", "Tractée", "Zelfrijdend"), "", { type: "boolean", filterable: true }),
  driveSpeed: a("drive_speed", t("Drive speed", "Vitesse de traction", "Rijsnelheid"), "km/h", { type: "range", decimals: 1, min: 0, max: 20 }),
  bar: a("bar_length", t("Bar length", "Longueur du guide", "Zwaardlengte"), "cm", { filterable: true, min: 10, max: 80 }),
  chainSpeed: a("chain_speed", t("Chain speed", "Vitesse de chaîne", "Kettingsnelheid"), "m/s", { min: 1, max: 40 }),
  reach: a("reach", t("Reach", "Portée", "Reikwijdte"), "m", { type: "range", decimals: 1, min: 0.5, max: 6 }),
  blade: a("blade_length", t("Blade length", "Longueur de lame", "Meslengte"), "cm", { filterable: true, min: 5, max: 100 }),
  bladeDiameter: a("blade_diameter", t("Blade diameter", "Diamètre de lame", "Maaibladdiameter"), "cm", { min: 5, max: 60 }),
  branch: a("max_branch", t("Maximum branch diameter", "Diamètre de coupe maximal", "Maximale takdikte"), "mm", { filterable: true, min: 1, max: 100 }),
  line: a("line_diameter", t("Line diameter", "Diamètre du fil", "Draaddikte"), "mm", { decimals: 1, min: 0.5, max: 5 }),
  airSpeed: a("air_speed", t("Air speed", "Vitesse de l'air", "Luchtsnelheid"), "km/h", { filterable: true, min: 10, max: 500 }),
  airVolume: a("air_volume", t("Air volume", "Débit d'air", "Luchtvolume"), "m³/h", { min: 10, max: 5000 }),
  workWidth: a("working_width", t("Working width", "Largeur de travail", "Werkbreedte"), "cm", { filterable: true, min: 5, max: 150 }),
  workDepth: a("working_depth", t("Working depth", "Profondeur de travail", "Werkdiepte"), "cm", { min: 1, max: 60 }),
  throw: a("throw_distance", t("Throw distance", "Distance d'éjection", "Werpafstand"), "m", { min: 1, max: 30 }),
  chute: a("chute_rotation", t("Chute rotation", "Rotation de la goulotte", "Draaihoek uitworpkoker"), "°", { min: 0, max: 360 }),
  pressure: a("max_pressure", t("Maximum pressure", "Pression maximale", "Maximale druk"), "bar", { min: 1, max: 300 }),
  flow: a("flow_rate", t("Flow rate", "Débit", "Waterdebiet"), "L/h", { min: 10, max: 2000 }),
  hose: a("hose_length", t("Suction hose length", "Longueur du tuyau d'aspiration", "Lengte aanzuigslang"), "m", { min: 0.5, max: 30 }),
  torque: a("torque", t("Maximum torque", "Couple maximal", "Maximaal koppel"), "Nm", { filterable: true, min: 1, max: 2000 }),
  speed: a("no_load_speed", t("No-load speed", "Vitesse à vide", "Onbelast toerental"), "rpm", { type: "range", min: 0, max: 30_000 }),
  chuck: a("chuck_capacity", t("Chuck capacity", "Capacité du mandrin", "Boorkopcapaciteit"), "mm", { min: 1, max: 30 }),
  brightness: a("light_output", t("Light output", "Flux lumineux", "Lichtopbrengst"), "lm", { min: 10, max: 50_000 }),
  ip: a("protection_rating", t("Protection rating", "Indice de protection", "Beschermingsklasse"), "", { type: "text" }),
  brushless: a("brushless", t("Brushless motor", "Moteur brushless", "Borstelloze motor"), "", { type: "boolean", filterable: true }),
  slots: a("battery_slots", t("Battery slots", "Logements de batterie", "Accusloten"), "", {
    type: "choice",
    filterable: true,
    choices: [
      { value: "1", en: "1", fr: "1", nl: "1" },
      { value: "2", en: "2", fr: "2", nl: "2" },
    ],
  }),
  removable: a("battery_removable", t("Battery removable by the user", "Batterie amovible par l'utilisateur", "Accu door de gebruiker te verwijderen"), "", {
    type: "boolean",
  }),
  power: a("power_draw", t("Average power draw", "Puissance moyenne absorbée", "Gemiddeld opgenomen vermogen"), "W", { min: 1, max: 5000 }),
  runtime: a("runtime", t("Runtime (5.0 Ah)", "Autonomie (5,0 Ah)", "Looptijd (5,0 Ah)"), "min", { min: 1, max: 1500 }),
  noise: a("sound_power", t("Sound power level", "Niveau de puissance acoustique", "Geluidsvermogen"), "dB(A)", { min: 30, max: 130 }),
  bareWeight: a("weight_bare", t("Weight (without battery)", "Poids (sans batterie)", "Gewicht (zonder accu)"), "kg", {
    decimals: 0,
    filterable: true,
    min: 0.1,
    max: 150,
  }),
  weight: a("weight", t("Weight", "Poids", "Gewicht"), "kg", { decimals: 0, min: 0.1, max: 150 }),
} satisfies Record<string, AttributeSeed>;

export type SpecKey = keyof typeof ATTRIBUTES;
export type SeedValue = number | [number, number] | boolean | string;

/** Nominal energy per amp-hour of a 40V-max pack (36 V nominal). */
const WH_PER_AH = 36;
/** The rapid charger's current, for batteries' "charging time (rapid charger)". */
const RAPID_CHARGER_A = 6;

/** The data sheet every 40V pack shares (EU Battery Regulation 2023/1542 Art. 74, decision 085): 10 cells of 3.6 V. */
const BATTERY_DATA_SHEET: [SpecKey, SeedValue][] = [
  ["chemistry", "li-ion"],
  ["nominalVoltage", 36],
  ["cycleLife", 800],
  ["operatingTemp", [-10, 40]],
  ["chargingTemp", [5, 40]],
  ["storageTemp", [-20, 45]],
];

/** Average draw of the tools whose data gives no runtime to derive it from (W, mixed use). */
const POWER_BY_MODEL: Record<string, number> = {
  "FT-CS4025T": 520,
  "FT-CS4035": 700,
  "FT-CS4040": 780,
  "FT-PS4020": 460,
  "FT-BC4040": 620,
  "FT-LHT4045": 260,
  "FT-BV4045": 640,
  "FT-PW4024": 420,
  "FT-SC4036": 700,
  "FT-TL4026": 600,
  "FT-ST4051": 900,
  "FT-SH4040": 1100,
  "FT-DD4013": 320,
  "FT-ID4018": 300,
};
/** Ground covered per hour by the tools where area is the natural measure (m²/h). */
const WORK_RATE_BY_MODEL: Record<string, number> = { "FT-SC4036": 400, "FT-ST4051": 250 };
const TWO_SLOTS = new Set(["FT-LM4053SP", "FT-BP4090", "FT-SH4040"]);
const NOT_TOOLS = new Set(["batteries", "chargers", "starter-kits"]);

export interface ProductSpecSource {
  category: string;
  model: string;
  name: T;
  values: [SpecKey, SeedValue][];
}

/**
 * All values of one product: those its data lists plus the derived ones. Charge times are
 * computed from currents, so a charger's and a battery's figures agree with the estimates.
 */
export function productSpecValues(product: ProductSpecSource): Map<SpecKey, SeedValue> {
  const values = new Map<SpecKey, SeedValue>(product.values);
  const robot = product.category === "robotic-mowers";
  values.set("voltage", 40);
  values.set("platform", robot ? "built-in" : "fantai-40v");
  if (product.category === "batteries" || product.category === "starter-kits") {
    const capacity = values.get("capacity") as number;
    // A kit's battery has the energy and data sheet of the battery sold alone: the kit's page shows what it powers (compatibility.ts).
    values.set("energy", capacity * WH_PER_AH);
    for (const [key, value] of BATTERY_DATA_SHEET) values.set(key, value);
  }
  // Charge times as src/lib/specs.ts derivedFigures computes them, so the admin has nothing to warn about.
  if (product.category === "batteries") values.set("fastCharge", estimateChargeMinutes(values.get("capacity") as number, RAPID_CHARGER_A)!);
  if (product.category === "chargers") values.set("charge5", estimateChargeMinutes(5, values.get("chargeCurrent") as number)!);
  if (product.category === "starter-kits") {
    values.delete("charge5");
    values.set("kitCharge", estimateChargeMinutes(values.get("capacity") as number, values.get("chargeCurrent") as number)!);
  }
  if (!NOT_TOOLS.has(product.category)) values.set("removable", !robot);
  if (!NOT_TOOLS.has(product.category) && !robot) {
    const slots = TWO_SLOTS.has(product.model) ? 2 : 1;
    values.set("brushless", /brushless/i.test(product.name.en));
    values.set("slots", String(slots));
    if (product.category.endsWith("-mowers")) values.set("selfPropelled", product.category === "self-propelled-mowers");
    const runtime = values.get("runtime");
    const power = typeof runtime === "number" ? Math.round((5 * WH_PER_AH * USABLE_ENERGY * slots * 60) / runtime) : POWER_BY_MODEL[product.model];
    if (power) values.set("power", power);
    // The table's runtime is the estimate the battery pages show for the same 5.0 Ah battery (whole watts move it a minute).
    if (power && typeof runtime === "number") values.set("runtime", estimateRuntime(5 * WH_PER_AH, power, undefined, slots)!.minutes);
    const area = values.get("area");
    const rate = typeof area === "number" && typeof runtime === "number" ? Math.round(((area / runtime) * 60) / 10) * 10 : WORK_RATE_BY_MODEL[product.model];
    if (rate) values.set("workRate", rate);
  }
  return values;
}

/** The columns of one value in commodity_specs. */
function columns(type: SpecType, value: SeedValue) {
  const empty = { number_value: null, number_max: null, choice_value: null, en_text: "", fr_text: "", nl_text: "" };
  if (type === "range")
    return Array.isArray(value)
      ? { ...empty, number_value: value[0], number_max: value[1] }
      : { ...empty, number_value: value as number, number_max: value as number };
  if (type === "boolean") return { ...empty, number_value: value ? 1 : 0 };
  if (type === "choice") return { ...empty, choice_value: String(value) };
  if (type === "text") return { ...empty, en_text: String(value), fr_text: String(value), nl_text: String(value) };
  return { ...empty, number_value: value as number };
}

/**
 * Inserts the attributes, links each to the categories whose products use it, and the values.
 * `products`: category key and values per seeded product id.
 */
export async function insertSpecs(
  trx: Transaction<Database>,
  products: { id: number; category: string; values: Map<SpecKey, SeedValue> }[],
  categories: Map<string, SeededCategory>,
): Promise<void> {
  const now = new Date("2025-01-06T08:00:00Z").toISOString();
  const ids = new Map<SpecKey, number>();
  for (const [index, [short, attribute]] of (Object.entries(ATTRIBUTES) as [SpecKey, AttributeSeed][]).entries()) {
    const { id } = await trx
      .insertInto("spec_attributes")
      .values({
        key: attribute.key,
        en_label: attribute.label.en,
        fr_label: attribute.label.fr,
        nl_label: attribute.label.nl,
        unit: attribute.unit ?? "",
        type: attribute.type ?? "number",
        choices: JSON.stringify(attribute.choices ?? []),
        decimals: attribute.decimals ?? 0,
        min_value: attribute.min ?? null,
        max_value: attribute.max ?? null,
        filterable: attribute.filterable ? 1 : 0,
        required: attribute.required ? 1 : 0,
        sort_order: (index + 1) * 10,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.set(short, id);
    const used = [...new Set(products.filter((p) => p.values.has(short)).map((p) => categories.get(p.category)!.id))];
    if (used.length)
      await trx
        .insertInto("spec_attribute_categories")
        .values(used.map((commodity_type_id) => ({ attribute_id: id, commodity_type_id })))
        .execute();
  }
  const rows = products.flatMap((product) =>
    [...product.values].map(([short, value]) => ({
      commodity_id: product.id,
      attribute_id: ids.get(short)!,
      ...columns((ATTRIBUTES[short] as AttributeSeed).type ?? "number", value),
    })),
  );
  for (let i = 0; i < rows.length; i += 200)
    await trx
      .insertInto("commodity_specs")
      .values(rows.slice(i, i + 200))
      .execute();
}
