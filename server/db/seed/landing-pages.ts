import type { Transaction } from "kysely";
import type { Database } from "#server/db/schema.ts";
import { joinT, localize, mapT, stamps, t, type T } from "./helpers.ts";
import { art, type Art, type Painter } from "./images.ts";
import { entriesAtLevel, findCategory, type CategoryEntry, type SeededCategory } from "./categories.ts";
import type { ProductDraft } from "./products.ts";
import type { SpecKey } from "./specs.ts";

// ---------------------------------------------------------------------------
// Landing page one: one per top-level category.

interface PageOneText {
  banner_title: T;
  swiper_name: T;
  swiper_description: T;
  commodity_name: T;
  /** Text, or made from the products when it quotes their figures. */
  commodity_description: T | ((products: readonly ProductDraft[]) => T);
  advertis_title: T;
  advertis_description: T;
  seo_title: T;
  seo_description: T;
}

interface PageOneData {
  text: PageOneText;
  /** The second-level category the advertisement block promotes. */
  advertised: string;
}

const PAGE_ONES: Record<string, PageOneData> = {
  "lawn-mowers": {
    advertised: "self-propelled-mowers",
    text: {
      banner_title: t("A perfect lawn, without the noise", "Une pelouse parfaite, sans le bruit", "Een perfect gazon, zonder lawaai"),
      swiper_name: t("Find the mower for your garden", "Trouvez la tondeuse faite pour votre jardin", "Vind de maaier voor uw tuin"),
      swiper_description: t(
        "Push or self-propelled on the shared 40V battery, or a robot that charges itself.",
        "Poussée ou tractée sur la batterie 40V commune, ou un robot qui se recharge tout seul.",
        "Duwmaaier of zelfrijdend op de gedeelde 40V-accu, of een robot die zichzelf oplaadt.",
      ),
      commodity_name: t("All lawn mowers", "Toutes les tondeuses", "Alle grasmaaiers"),
      commodity_description: mowerRangeText,
      advertis_title: t("Self-propelled comfort on every slope", "Le confort de la traction dans toutes les pentes", "Zelfrijdend comfort op elke helling"),
      advertis_description: t(
        "Our 46 and 53 cm self-propelled mowers adapt to your walking pace. Register yours for a third year of warranty.",
        "Nos tondeuses tractées de 46 et 53 cm s'adaptent à votre allure. Enregistrez la vôtre pour bénéficier d'une troisième année de garantie.",
        "Onze zelfrijdende maaiers van 46 en 53 cm passen zich aan uw wandeltempo aan. Registreer de uwe voor een derde jaar garantie.",
      ),
      seo_title: t("Cordless 40V Lawn Mowers | Fantai", "Tondeuses à gazon sans fil 40V | Fantai", "Accugrasmaaiers 40V | Fantai"),
      seo_description: t(
        "Discover Fantai 40V cordless lawn mowers: push, self-propelled and robotic models that are quiet, emission-free and easy to maintain.",
        "Découvrez les tondeuses sans fil Fantai 40V : modèles poussés, tractés et robots, silencieux, sans émissions et faciles à entretenir.",
        "Ontdek de Fantai 40V-accugrasmaaiers: duwmaaiers, zelfrijdende modellen en robotmaaiers. Stil, emissievrij en onderhoudsvriendelijk.",
      ),
    },
  },
  chainsaws: {
    advertised: "pole-saws",
    text: {
      banner_title: t("Cutting power that starts every time", "Une puissance de coupe qui démarre à tous les coups", "Zaagkracht die altijd meteen start"),
      swiper_name: t("Pick the right saw", "Choisissez la bonne tronçonneuse", "Kies de juiste zaag"),
      swiper_description: t(
        "From light pruning to felling small trees, there is a Fantai saw for every job.",
        "De l'élagage léger à l'abattage de petits arbres, il existe une tronçonneuse Fantai pour chaque tâche.",
        "Van licht snoeiwerk tot het vellen van kleine bomen: er is een Fantai-zaag voor elke klus.",
      ),
      commodity_name: t("All chainsaws", "Toutes les tronçonneuses", "Alle kettingzagen"),
      commodity_description: t(
        "Brushless motors, tool-free chain tensioning and automatic oiling as standard.",
        "Moteurs brushless, tension de chaîne sans outil et lubrification automatique de série.",
        "Borstelloze motoren, gereedschaploze kettingspanning en automatische smering als standaard.",
      ),
      advertis_title: t("Reach higher, stay on the ground", "Visez plus haut, restez au sol", "Hoger reiken, met beide voeten op de grond"),
      advertis_description: t(
        "The telescopic pole saw cuts branches up to four metres high, without a ladder.",
        "L'élagueuse sur perche télescopique coupe les branches jusqu'à quatre mètres de haut, sans échelle.",
        "De telescopische snoeizaag zaagt takken tot vier meter hoog, zonder ladder.",
      ),
      seo_title: t("Cordless 40V Chainsaws | Fantai", "Tronçonneuses sans fil 40V | Fantai", "Accukettingzagen 40V | Fantai"),
      seo_description: t(
        "Fantai 40V brushless chainsaws and pole saws: petrol-class cutting power with no fuel, no pull cord and far less noise.",
        "Tronçonneuses brushless et élagueuses Fantai 40V : la puissance du thermique, sans carburant, sans lanceur et bien moins de bruit.",
        "Borstelloze kettingzagen en snoeizagen van Fantai 40V: zaagkracht als benzine, zonder brandstof, zonder trekkoord en veel stiller.",
      ),
    },
  },
  "grass-trimmers": {
    advertised: "brush-cutters",
    text: {
      banner_title: t("The finishing touch for every edge", "La touche finale de chaque bordure", "De perfecte afwerking voor elke rand"),
      swiper_name: t("Trim, clear and edge", "Finir, débroussailler, border", "Trimmen, maaien en afkanten"),
      swiper_description: t(
        "Line trimmers for tidy edges, brush cutters for rough ground and edgers for crisp lines.",
        "Des coupe-bordures pour les finitions, des débroussailleuses pour les terrains difficiles et des dresse-bordures pour des lignes nettes.",
        "Draadtrimmers voor nette randen, bosmaaiers voor ruw terrein en kantensnijders voor strakke lijnen.",
      ),
      commodity_name: t("All grass trimmers", "Tous les coupe-bordures", "Alle grastrimmers"),
      commodity_description: t(
        "Light, well-balanced tools with automatic line feed and long runtimes.",
        "Des outils légers et bien équilibrés, avec avance automatique du fil et une grande autonomie.",
        "Lichte, goed uitgebalanceerde machines met automatische draadtoevoer en een lange looptijd.",
      ),
      advertis_title: t("Brambles don't stand a chance", "Les ronces n'ont aucune chance", "Bramen maken geen schijn van kans"),
      advertis_description: t(
        "The brushless brush cutter comes with a metal blade and a double-shoulder harness for overgrown plots.",
        "La débroussailleuse brushless est livrée avec une lame métallique et un harnais double épaule pour les parcelles envahies.",
        "De borstelloze bosmaaier wordt geleverd met een metalen maaiblad en een dubbel schouderdraagstel voor overwoekerde percelen.",
      ),
      seo_title: t("Cordless 40V Grass Trimmers | Fantai", "Coupe-bordures sans fil 40V | Fantai", "Accugrastrimmers 40V | Fantai"),
      seo_description: t(
        "Fantai 40V string trimmers, brush cutters and lawn edgers: light, quiet and powerful tools for neat borders and rough ground.",
        "Coupe-bordures, débroussailleuses et dresse-bordures Fantai 40V : des outils légers, silencieux et puissants pour des bordures nettes.",
        "Draadtrimmers, bosmaaiers en kantensnijders van Fantai 40V: licht, stil en krachtig, voor nette randen en ruw terrein.",
      ),
    },
  },
  "hedge-trimmers": {
    advertised: "long-reach-hedge-trimmers",
    text: {
      banner_title: t("Sharp lines, clean cuts", "Des lignes nettes, une coupe franche", "Strakke lijnen, zuivere snede"),
      swiper_name: t("A trimmer for every hedge", "Un taille-haies pour chaque haie", "Een heggenschaar voor elke haag"),
      swiper_description: t(
        "Standard trimmers, long-reach models and compact shears for topiary.",
        "Taille-haies classiques, modèles sur perche et cisailles compactes pour l'art topiaire.",
        "Standaard heggenscharen, telescopische modellen en compacte scharen voor vormsnoei.",
      ),
      commodity_name: t("All hedge trimmers", "Tous les taille-haies", "Alle heggenscharen"),
      commodity_description: t(
        "Laser-cut, dual-action blades from 45 to 61 cm.",
        "Des lames à double action découpées au laser, de 45 à 61 cm.",
        "Lasergesneden, dubbelzijdig bewegende messen van 45 tot 61 cm.",
      ),
      advertis_title: t("Tall hedges, no ladder", "Des haies hautes, sans échelle", "Hoge hagen, zonder ladder"),
      advertis_description: t(
        "The adjustable head of the long-reach hedge trimmer trims the top of your hedge from the ground.",
        "La tête orientable du taille-haies sur perche taille le sommet de votre haie depuis le sol.",
        "De verstelbare kop van de telescopische heggenschaar knipt de bovenkant van uw haag vanaf de grond.",
      ),
      seo_title: t("Cordless 40V Hedge Trimmers | Fantai", "Taille-haies sans fil 40V | Fantai", "Accuheggenscharen 40V | Fantai"),
      seo_description: t(
        "Fantai 40V hedge trimmers with laser-cut blades up to 61 cm, long-reach models and shears for clean, precise results.",
        "Taille-haies Fantai 40V à lames découpées au laser jusqu'à 61 cm, modèles sur perche et cisailles pour un résultat net et précis.",
        "Fantai 40V-heggenscharen met lasergesneden messen tot 61 cm, telescopische modellen en scharen voor een strak resultaat.",
      ),
    },
  },
  "leaf-blowers": {
    advertised: "backpack-blowers",
    text: {
      banner_title: t("Clear the way in minutes", "Place nette en quelques minutes", "In een paar minuten alles schoon"),
      swiper_name: t("Blow, vacuum or both", "Souffler, aspirer ou les deux", "Blazen, zuigen of allebei"),
      swiper_description: t(
        "Handheld blowers for quick jobs, backpack blowers for big gardens and blower vacuums that shred as they collect.",
        "Des souffleurs portatifs pour les petites tâches, des souffleurs à dos pour les grands jardins et des aspiro-souffleurs qui broient en ramassant.",
        "Handbladblazers voor snelle klussen, ruggedragen blazers voor grote tuinen en bladzuigers die hakselen terwijl ze opzuigen.",
      ),
      commodity_name: t("All leaf blowers", "Tous les souffleurs", "Alle bladblazers"),
      commodity_description: t(
        "Air speeds of up to 270 km/h, with variable speed and boost.",
        "Des vitesses d'air jusqu'à 270 km/h, avec vitesse variable et boost.",
        "Luchtsnelheden tot 270 km/u, met variabele snelheid en boost.",
      ),
      advertis_title: t("Autumn, sorted", "L'automne en toute sérénité", "Herfst onder controle"),
      advertis_description: t(
        "Our backpack blower runs on two batteries for the biggest clean-ups of the year.",
        "Notre souffleur à dos fonctionne avec deux batteries pour les plus grands nettoyages de l'année.",
        "Onze ruggedragen bladblazer werkt op twee accu's, voor de grootste schoonmaakbeurten van het jaar.",
      ),
      seo_title: t("Cordless 40V Leaf Blowers | Fantai", "Souffleurs de feuilles sans fil 40V | Fantai", "Accubladblazers 40V | Fantai"),
      seo_description: t(
        "Fantai 40V leaf blowers: handheld, backpack and blower vacuum models with petrol-like power and a fraction of the noise.",
        "Souffleurs Fantai 40V : modèles portatifs, à dos et aspiro-souffleurs, avec la puissance du thermique et bien moins de bruit.",
        "Fantai 40V-bladblazers: hand- en rugmodellen en bladzuigers, met de kracht van benzine en een fractie van het lawaai.",
      ),
    },
  },
  "garden-diy-tools": {
    advertised: "pressure-washers",
    text: {
      banner_title: t("One battery, every job", "Une batterie, tous les travaux", "Eén accu, elke klus"),
      swiper_name: t("Beyond the lawn", "Bien plus que la pelouse", "Meer dan alleen het gazon"),
      swiper_description: t(
        "Cleaning, soil work, snow, DIY and lighting: your 40V battery powers them all.",
        "Nettoyage, travail du sol, neige, bricolage et éclairage : votre batterie 40V alimente tout.",
        "Reinigen, grondbewerking, sneeuw, klussen en verlichting: uw 40V-accu voedt het allemaal.",
      ),
      commodity_name: t("All garden and DIY tools", "Tous les outils de jardin et de bricolage", "Al het tuin- en klusgereedschap"),
      commodity_description: t(
        "Nine tool families, one charger and one battery platform.",
        "Neuf familles d'outils, un chargeur et une seule plateforme de batteries.",
        "Negen soorten gereedschap, één lader en één accuplatform.",
      ),
      advertis_title: t("Clean anywhere, no socket needed", "Nettoyez partout, sans prise", "Overal reinigen, zonder stopcontact"),
      advertis_description: t(
        "The cordless pressure washer draws water from a bucket or water butt: perfect for bikes, cars and garden furniture.",
        "Le nettoyeur haute pression sans fil puise l'eau dans un seau ou une cuve : parfait pour les vélos, la voiture et le mobilier de jardin.",
        "De snoerloze hogedrukreiniger haalt water uit een emmer of regenton: perfect voor fietsen, auto en tuinmeubelen.",
      ),
      seo_title: t("Cordless 40V Garden & DIY Tools | Fantai", "Outils de jardin et de bricolage 40V | Fantai", "Tuin- en klusgereedschap 40V | Fantai"),
      seo_description: t(
        "Pressure washers, scarifiers, tillers, snow throwers, shredders, drills and more, all on the Fantai 40V battery platform.",
        "Nettoyeurs haute pression, scarificateurs, motobineuses, fraises à neige, broyeurs, perceuses… tous sur la batterie Fantai 40V.",
        "Hogedrukreinigers, verticuteermachines, tuinfrezen, sneeuwfrezen, hakselaars, boormachines en meer op het Fantai 40V-platform.",
      ),
    },
  },
  "batteries-chargers": {
    advertised: "chargers",
    text: {
      banner_title: t("The power behind every Fantai tool", "L'énergie de tous les outils Fantai", "De kracht achter al het Fantai-gereedschap"),
      swiper_name: t("Power up", "Faites le plein d'énergie", "Vol energie"),
      swiper_description: t(
        "Batteries from 2.5 to 7.5 Ah, chargers for every pace and starter kits to get going.",
        "Des batteries de 2,5 à 7,5 Ah, des chargeurs pour tous les rythmes et des kits pour bien démarrer.",
        "Accu's van 2,5 tot 7,5 Ah, laders voor elk tempo en starterkits om meteen te beginnen.",
      ),
      commodity_name: t("All batteries and chargers", "Toutes les batteries et tous les chargeurs", "Alle accu's en laders"),
      commodity_description: t(
        "Every 40V battery fits every Fantai tool, today and tomorrow.",
        "Chaque batterie 40V s'adapte à tous les outils Fantai, d'aujourd'hui comme de demain.",
        "Elke 40V-accu past op al het Fantai-gereedschap, vandaag en morgen.",
      ),
      advertis_title: t("Full in 55 minutes", "Pleine en 55 minutes", "In 55 minuten vol"),
      advertis_description: t(
        "The rapid charger with active cooling gets a 5.0 Ah battery back to full before your coffee break is over.",
        "Le chargeur rapide à refroidissement actif recharge complètement une batterie de 5,0 Ah avant la fin de votre pause café.",
        "De snellader met actieve koeling laadt een accu van 5,0 Ah volledig op nog voor uw koffiepauze voorbij is.",
      ),
      seo_title: t("40V Batteries & Chargers | Fantai", "Batteries et chargeurs 40V | Fantai", "40V-accu's en laders | Fantai"),
      seo_description: t(
        "Fantai 40V lithium-ion batteries from 2.5 to 7.5 Ah, standard, rapid and dual-port chargers, and starter kits for every tool.",
        "Batteries lithium-ion Fantai 40V de 2,5 à 7,5 Ah, chargeurs standard, rapides et doubles, et kits de démarrage.",
        "Fantai 40V-lithium-ionaccu's van 2,5 tot 7,5 Ah, standaard-, snel- en duoladers en starterkits voor al uw gereedschap.",
      ),
    },
  },
};

// ---------------------------------------------------------------------------
// Landing page two: one per second-level category; the banner title is written
// per page, the rest follows from the category.

const PAGE_TWO_TITLES: Record<string, T> = {
  "push-mowers": t("Light to push, easy to store", "Légère à pousser, facile à ranger", "Licht te duwen, makkelijk op te bergen"),
  "self-propelled-mowers": t("Let the mower do the walking", "Laissez la tondeuse avancer pour vous", "Laat de maaier het loopwerk doen"),
  "robotic-mowers": t("Your lawn, mown while you relax", "Votre pelouse tondue pendant que vous vous détendez", "Uw gazon gemaaid terwijl u ontspant"),
  "top-handle-chainsaws": t("Balance for precise pruning", "L'équilibre au service d'un élagage précis", "Balans voor nauwkeurig snoeiwerk"),
  "rear-handle-chainsaws": t("Firewood season starts here", "La saison du bois de chauffage commence ici", "Het brandhoutseizoen begint hier"),
  "pole-saws": t("High branches, feet on the ground", "Les branches en hauteur, les pieds au sol", "Hoge takken, voeten op de grond"),
  "string-trimmers": t("Neat edges in no time", "Des bordures soignées en un rien de temps", "Nette randen in een handomdraai"),
  "brush-cutters": t("Take back overgrown ground", "Reprenez possession des terrains envahis", "Heroveer overwoekerd terrein"),
  "lawn-edgers": t("The crisp edge your lawn deserves", "La bordure nette que mérite votre pelouse", "De strakke rand die uw gazon verdient"),
  "standard-hedge-trimmers": t("Clean cuts, season after season", "Une coupe nette, saison après saison", "Zuiver knippen, seizoen na seizoen"),
  "long-reach-hedge-trimmers": t("Reach the top without a ladder", "Atteignez le sommet sans échelle", "Bij de top zonder ladder"),
  "grass-and-shrub-shears": t("Precision for topiary and edges", "La précision pour l'art topiaire et les bordures", "Precisie voor vormsnoei en randen"),
  "handheld-blowers": t("Quick clean-ups, light in the hand", "Un nettoyage express, tout en légèreté", "Snel schoon, licht in de hand"),
  "backpack-blowers": t("Maximum airflow for big gardens", "Un débit d'air maximal pour les grands jardins", "Maximale luchtstroom voor grote tuinen"),
  "blower-vacuums": t("Collect leaves, save space", "Ramassez les feuilles, gagnez de la place", "Blad opruimen, ruimte besparen"),
  "pressure-washers": t("Clean wherever you are", "Nettoyez où que vous soyez", "Reinigen waar u ook bent"),
  "lawn-scarifiers": t("Breathe new life into your lawn", "Redonnez vie à votre pelouse", "Blaas uw gazon nieuw leven in"),
  "tillers-cultivators": t("Ready-to-plant soil in minutes", "Une terre prête à planter en quelques minutes", "Plantklare grond in een paar minuten"),
  "snow-throwers": t("Clear drives on winter mornings", "Des allées dégagées les matins d'hiver", "Vrije opritten op winterochtenden"),
  "garden-shredders": t("Turn prunings into mulch", "Transformez vos tailles en paillis", "Maak van snoeiafval mulch"),
  "drills-drivers": t("From the garden shed to the living room", "De l'abri de jardin au salon", "Van tuinhuis tot woonkamer"),
  "impact-drivers": t("Torque for the toughest fixings", "Du couple pour les fixations les plus coriaces", "Koppel voor de zwaarste bevestigingen"),
  "work-lights": t("Light where you need it", "La lumière là où vous en avez besoin", "Licht waar u het nodig hebt"),
  "wet-dry-vacuums": t("Water, dust and debris: all gone", "Eau, poussière et débris : place nette", "Water, stof en vuil: helemaal weg"),
  batteries: t("Choose your capacity", "Choisissez votre capacité", "Kies uw capaciteit"),
  chargers: t("Charged and ready to go", "Chargée et prête à repartir", "Opgeladen en klaar voor gebruik"),
  "starter-kits": t("Everything you need to get started", "Tout pour bien démarrer", "Alles om mee te beginnen"),
};

const PLATFORM_LINE = t(
  "Part of the Fantai 40V platform: one battery for every tool.",
  "Fait partie de la plateforme Fantai 40V : une seule batterie pour tous vos outils.",
  "Onderdeel van het Fantai 40V-platform: één accu voor al uw gereedschap.",
);

const seoTitle = (name: T) => mapT(name, (value) => `${value} | Fantai 40V`);

// ---------------------------------------------------------------------------
// Images are painted before the transaction; rows are completed once ids exist.

interface Banner {
  pc: string;
  phone: string;
}

export interface LandingImages {
  pageOne: Map<string, Banner>;
  pageTwo: Map<string, Banner>;
}

function required<V>(map: Record<string, V>, key: string): V {
  const value = map[key];
  if (!value) throw new Error(`Seed landing page text missing for "${key}"`);
  return value;
}

const advertArt = (entry: CategoryEntry) => art(entry.node.kind, entry.art.variant + 2);

async function banner(paint: Painter, entryArt: Art): Promise<Banner> {
  const [pc, phone] = await Promise.all([paint.paint(entryArt, "wide"), paint.paint(entryArt, "square")]);
  return { pc, phone };
}

export async function buildLandingImages(paint: Painter): Promise<LandingImages> {
  const ones = entriesAtLevel(1);
  const twos = entriesAtLevel(2);
  const [pageOne, pageTwo] = await Promise.all([
    Promise.all(ones.map((entry) => banner(paint, advertArt(findCategory(required(PAGE_ONES, entry.key).advertised))))),
    Promise.all(twos.map((entry) => banner(paint, entry.art))),
  ]);
  return {
    pageOne: new Map(ones.map((entry, i) => [entry.key, pageOne[i]!])),
    pageTwo: new Map(twos.map((entry, i) => [entry.key, pageTwo[i]!])),
  };
}

const CREATED = "2025-01-06T09:00:00Z";

async function insertPageOne(
  trx: Transaction<Database>,
  entry: CategoryEntry,
  images: LandingImages,
  ids: Map<string, SeededCategory>,
  products: readonly ProductDraft[],
) {
  const data = required(PAGE_ONES, entry.key);
  const { commodity_description: description } = data.text;
  const text = { ...data.text, commodity_description: typeof description === "function" ? description(products) : description };
  const image = images.pageOne.get(entry.key)!;
  const { id } = await trx
    .insertInto("landing_page_ones")
    .values({
      commodity_type_id: ids.get(entry.key)!.id,
      url: entry.key,
      ...localize(text),
      advertis_pc_img: image.pc,
      advertis_phone_img: image.phone,
      advertis_url: `/products?sortid=${ids.get(data.advertised)!.id}`,
      user_url: "",
      ...stamps(CREATED),
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  const slides = entriesAtLevel(2)
    .filter((child) => child.parentKey === entry.key)
    .slice(0, 3)
    .map((child, index) => ({
      landing_page_one_id: id,
      ...localize({ title: child.node.name }),
      swiper_img_url: images.pageTwo.get(child.key)!.pc,
      url: ids.get(child.key)!.link,
      sort_order: index + 1,
      ...stamps(CREATED),
    }));
  if (slides.length) await trx.insertInto("landing_page_one_swipers").values(slides).execute();
}

function pageTwoRow(entry: CategoryEntry, images: LandingImages, ids: Map<string, SeededCategory>) {
  const image = images.pageTwo.get(entry.key)!;
  return {
    commodity_type_id: ids.get(entry.key)!.id,
    url: entry.key,
    ...localize({
      banner_title: required(PAGE_TWO_TITLES, entry.key),
      banner_description: joinT([entry.node.description, PLATFORM_LINE], " "),
      seo_title: seoTitle(entry.node.name),
      seo_description: entry.node.description,
    }),
    banner_pc_img: image.pc,
    banner_phone_img: image.phone,
    ...stamps(CREATED),
  };
}

/**
 * "Cutting widths from 18 to 53 cm for lawns from 300 to 1,500 m²", from the seeded mowers' cutting width and lawn
 * size, so the landing page never quotes figures the products contradict.
 */
export function mowerRangeText(products: readonly ProductDraft[]): T {
  const mowers = products.filter((product) => product.category.endsWith("-mowers"));
  const range = (key: SpecKey) => {
    const values = mowers.map((product) => product.specs.get(key)).filter((value): value is number => typeof value === "number");
    return [Math.min(...values), Math.max(...values)] as const;
  };
  const [narrowest, widest] = range("cutWidth");
  const [smallest, largest] = range("area");
  const n = (value: number, locale: keyof T) => new Intl.NumberFormat(locale).format(value);
  return t(
    `Cutting widths from ${narrowest} to ${widest} cm for lawns from ${n(smallest, "en")} to ${n(largest, "en")} m².`,
    `Des largeurs de coupe de ${narrowest} à ${widest} cm pour des pelouses de ${n(smallest, "fr")} à ${n(largest, "fr")} m².`,
    `Maaibreedtes van ${narrowest} tot ${widest} cm voor gazons van ${n(smallest, "nl")} tot ${n(largest, "nl")} m².`,
  );
}

export async function insertLandingPages(
  trx: Transaction<Database>,
  images: LandingImages,
  ids: Map<string, SeededCategory>,
  products: readonly ProductDraft[],
): Promise<void> {
  for (const entry of entriesAtLevel(1)) await insertPageOne(trx, entry, images, ids, products);
  await trx
    .insertInto("landing_page_twos")
    .values(entriesAtLevel(2).map((entry) => pageTwoRow(entry, images, ids)))
    .execute();
}
