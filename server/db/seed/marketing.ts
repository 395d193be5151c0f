import type { Transaction } from "kysely";
import type { Database } from "#server/db/schema.ts";
import { slugify } from "#domain/slug.ts";
import { localize, stamps, t, type T } from "./helpers.ts";
import { art, type Art, type ImageKind, type ImageSize, type Painter } from "./images.ts";
import type { SeededCategory } from "./categories.ts";
import type { SeededProduct } from "./products.ts";

/** Where a poster leads: a site path, a category landing page or a product page. */
type Target = string | { category: string } | { product: string };

interface PosterData {
  art: Art;
  name: T;
  description: T;
  target: Target;
}

const poster = (kind: ImageKind, variant: number, name: T, description: T, target: Target): PosterData => ({
  art: art(kind, variant),
  name,
  description,
  target,
});

type PosterTable = "posters" | "card_adsenses" | "rotation_charts" | "list_posters";

interface PosterGroup {
  table: PosterTable;
  /** The `type` column of the posters table. */
  type?: string;
  sizes: [pc: ImageSize, phone: ImageSize];
  items: PosterData[];
}

const HOME_HERO: PosterGroup = {
  table: "posters",
  type: "indexPage",
  sizes: ["hero", "tall"],
  items: [
    poster(
      "mower",
      1,
      t("Cordless power for every garden", "La puissance sans fil pour tous les jardins", "Snoerloze kracht voor elke tuin"),
      t(
        "More than 30 tools, one 40V battery. Quiet, emission-free and ready when you are.",
        "Plus de 30 outils, une seule batterie 40V. Silencieux, sans émissions et toujours prêts.",
        "Meer dan 30 machines, één 40V-accu. Stil, emissievrij en altijd klaar voor gebruik.",
      ),
      "/products",
    ),
    poster(
      "hedge",
      3,
      t("Hedge season starts here", "La saison des haies commence ici", "Het heggenseizoen begint hier"),
      t(
        "Laser-cut blades up to 61 cm and up to 90 minutes of runtime on a single battery.",
        "Des lames découpées au laser jusqu'à 61 cm et jusqu'à 90 minutes d'autonomie sur une seule batterie.",
        "Lasergesneden messen tot 61 cm en tot 90 minuten looptijd op één accu.",
      ),
      { category: "hedge-trimmers" },
    ),
    poster(
      "battery",
      2,
      t("Two years of warranty, plus one on us", "Deux ans de garantie, plus un an offert", "Twee jaar garantie, plus één jaar extra"),
      t(
        "Register your tool and we add a third year of warranty, free of charge.",
        "Enregistrez votre outil et nous ajoutons gratuitement une troisième année de garantie.",
        "Registreer uw gereedschap en wij voegen er gratis een derde jaar garantie aan toe.",
      ),
      "/service",
    ),
  ],
};

const HOME_POSTER: PosterGroup = {
  table: "posters",
  type: "homePoster",
  sizes: ["wide", "square"],
  items: [
    poster(
      "mower",
      4,
      t("The new 53 cm self-propelled mower", "La nouvelle tondeuse tractée de 53 cm", "De nieuwe zelfrijdende maaier van 53 cm"),
      t(
        "Two battery slots, LED headlights and up to 1,200 m² per charge: our flagship mower has arrived.",
        "Deux logements de batterie, des phares LED et jusqu'à 1 200 m² par charge : notre tondeuse phare est arrivée.",
        "Twee accusloten, ledkoplampen en tot 1.200 m² per lading: het vlaggenschip van onze maaiers is er.",
      ),
      { product: "FT-LM4053SP" },
    ),
  ],
};

const BANNERS: PosterGroup = {
  table: "posters",
  type: "banner",
  sizes: ["wide", "square"],
  items: [
    poster(
      "scene",
      0,
      t("Become a Fantai partner", "Devenez partenaire Fantai", "Word Fantai-partner"),
      t(
        "Three plants, more than 12 years of production experience and ISO 9001:2015 certified quality. Let's grow together.",
        "Trois usines, plus de 12 ans d'expérience en production et une qualité certifiée ISO 9001:2015. Grandissons ensemble.",
        "Drie fabrieken, meer dan 12 jaar productie-ervaring en ISO 9001:2015-gecertificeerde kwaliteit. Laten we samen groeien.",
      ),
      "/partner",
    ),
    poster(
      "robot",
      5,
      t("Let the robot take over", "Laissez le robot prendre le relais", "Laat de robot het overnemen"),
      t(
        "Robotic mowers for lawns up to 1,500 m², controlled from your phone.",
        "Des robots tondeuses pour les pelouses jusqu'à 1 500 m², pilotés depuis votre smartphone.",
        "Robotmaaiers voor gazons tot 1.500 m², bediend via uw smartphone.",
      ),
      { category: "robotic-mowers" },
    ),
  ],
};

const CARDS: PosterGroup = {
  table: "posters",
  type: "card",
  sizes: ["article", "square"],
  items: [
    poster(
      "chainsaw",
      0,
      t("Firewood season", "La saison du bois de chauffage", "Het brandhoutseizoen"),
      t(
        "Brushless chainsaws with 35 and 40 cm bars.",
        "Des tronçonneuses brushless avec guide de 35 et 40 cm.",
        "Borstelloze kettingzagen met zwaarden van 35 en 40 cm.",
      ),
      { category: "rear-handle-chainsaws" },
    ),
    poster(
      "blower",
      3,
      t("The big autumn clean-up", "Le grand nettoyage d'automne", "De grote herfstschoonmaak"),
      t(
        "Blow, vacuum and mulch leaves in a single afternoon.",
        "Soufflez, aspirez et broyez les feuilles en un seul après-midi.",
        "Blad blazen, zuigen en hakselen in één middag.",
      ),
      { category: "leaf-blowers" },
    ),
  ],
};

const LISTS: PosterGroup = {
  table: "posters",
  type: "list",
  sizes: ["square", "square"],
  items: [
    poster(
      "trimmer",
      1,
      t("Grass trimmers", "Coupe-bordures", "Grastrimmers"),
      t(
        "Neat edges along every path and border.",
        "Des bordures nettes le long de chaque allée et de chaque massif.",
        "Nette randen langs elk pad en elke border.",
      ),
      { category: "grass-trimmers" },
    ),
    poster(
      "washer",
      2,
      t("Garden and DIY", "Jardin et bricolage", "Tuin en klussen"),
      t(
        "Pressure washers, tillers, drills and more on one battery.",
        "Nettoyeurs haute pression, motobineuses, perceuses et plus encore, sur une seule batterie.",
        "Hogedrukreinigers, tuinfrezen, boormachines en meer op één accu.",
      ),
      { category: "garden-diy-tools" },
    ),
    poster(
      "battery",
      0,
      t("Batteries and chargers", "Batteries et chargeurs", "Accu's en laders"),
      t(
        "From 2.5 to 7.5 Ah, with rapid charging in under an hour.",
        "De 2,5 à 7,5 Ah, avec recharge rapide en moins d'une heure.",
        "Van 2,5 tot 7,5 Ah, met snelladen in minder dan een uur.",
      ),
      { category: "batteries-chargers" },
    ),
  ],
};

const TAGS: PosterGroup = {
  table: "posters",
  type: "tag",
  sizes: ["square", "square"],
  items: [
    poster(
      "leaf",
      0,
      t("Zero emissions", "Zéro émission", "Nul uitstoot"),
      t("No fumes, no fuel, no oil changes.", "Ni fumées, ni carburant, ni vidange.", "Geen uitlaatgassen, geen brandstof, geen olie verversen."),
      "/benefits",
    ),
    poster(
      "charger",
      1,
      t("Fast charging", "Recharge rapide", "Snel opladen"),
      t("A 5.0 Ah battery full in 55 minutes.", "Une batterie de 5,0 Ah pleine en 55 minutes.", "Een accu van 5,0 Ah in 55 minuten vol."),
      { category: "chargers" },
    ),
    poster(
      "drill",
      4,
      t("Brushless motors", "Moteurs brushless", "Borstelloze motoren"),
      t(
        "More power, longer runtimes and less wear.",
        "Plus de puissance, plus d'autonomie et moins d'usure.",
        "Meer kracht, langere looptijd en minder slijtage.",
      ),
      "/products",
    ),
  ],
};

const CARD_ADVERTS: PosterGroup = {
  table: "card_adsenses",
  sizes: ["article", "square"],
  items: [
    poster(
      "mower",
      2,
      t("Spring lawn care", "L'entretien de printemps", "Gazononderhoud in de lente"),
      t(
        "Scarifiers and mowers to give your lawn a flying start.",
        "Scarificateurs et tondeuses pour que votre pelouse démarre la saison en beauté.",
        "Verticuteermachines en maaiers voor een vliegende start van uw gazon.",
      ),
      { category: "lawn-mowers" },
    ),
    poster(
      "hedge",
      5,
      t("Perfect hedges", "Des haies parfaites", "Perfecte hagen"),
      t(
        "Hedge trimmers from 45 to 61 cm and long-reach models.",
        "Des taille-haies de 45 à 61 cm et des modèles sur perche.",
        "Heggenscharen van 45 tot 61 cm en telescopische modellen.",
      ),
      { category: "hedge-trimmers" },
    ),
    poster(
      "snow",
      1,
      t("Ready for winter", "Prêt pour l'hiver", "Klaar voor de winter"),
      t(
        "Snow throwers and work lights for the dark months.",
        "Fraises à neige et lampes de travail pour les mois les plus sombres.",
        "Sneeuwfrezen en werklampen voor de donkere maanden.",
      ),
      { category: "snow-throwers" },
    ),
  ],
};

const ROTATION_CHARTS: PosterGroup = {
  table: "rotation_charts",
  sizes: ["hero", "tall"],
  items: [
    poster(
      "mower",
      0,
      t("Mow more, hear less", "Tondez plus, entendez moins", "Meer maaien, minder horen"),
      t(
        "Battery mowers run far more quietly than petrol models, so you can mow when it suits you.",
        "Les tondeuses sur batterie sont bien plus silencieuses que les thermiques : tondez quand cela vous arrange.",
        "Accumaaiers zijn veel stiller dan benzinemodellen, zodat u maait wanneer het u uitkomt.",
      ),
      { category: "lawn-mowers" },
    ),
    poster(
      "chainsaw",
      3,
      t("Starts first time, every time", "Démarre au quart de tour, à chaque fois", "Start altijd in één keer"),
      t(
        "No pull cord, no fuel mix: just press the trigger.",
        "Pas de lanceur, pas de mélange : il suffit d'appuyer sur la gâchette.",
        "Geen trekkoord, geen mengsmering: gewoon de trekker indrukken.",
      ),
      { category: "chainsaws" },
    ),
    poster(
      "robot",
      4,
      t("Get your weekends back", "Retrouvez vos week-ends", "Uw weekends weer terug"),
      t(
        "A robotic mower keeps the lawn short while you enjoy the garden.",
        "Un robot tondeuse entretient la pelouse pendant que vous profitez du jardin.",
        "Een robotmaaier houdt het gazon kort terwijl u van de tuin geniet.",
      ),
      { category: "robotic-mowers" },
    ),
    poster(
      "scene",
      5,
      t("Built on more than 12 years of experience", "Fort de plus de 12 ans d'expérience", "Gebouwd op meer dan 12 jaar ervaring"),
      t(
        "Three manufacturing plants, certified to ISO 9001:2015 and IATF 16949.",
        "Trois sites de production certifiés ISO 9001:2015 et IATF 16949.",
        "Drie productievestigingen, gecertificeerd volgens ISO 9001:2015 en IATF 16949.",
      ),
      "/partner",
    ),
  ],
};

const LIST_POSTERS: PosterGroup = {
  table: "list_posters",
  sizes: ["square", "square"],
  items: [
    poster(
      "pole",
      0,
      t("Prune high branches", "Élaguez en hauteur", "Hoog snoeien"),
      t(
        "A telescopic pole saw with a reach of up to 4 m.",
        "Une élagueuse télescopique d'une portée allant jusqu'à 4 m.",
        "Een telescopische snoeizaag met een bereik tot 4 m.",
      ),
      { category: "pole-saws" },
    ),
    poster(
      "washer",
      3,
      t("Cordless cleaning", "Le nettoyage sans fil", "Snoerloos reinigen"),
      t(
        "A pressure washer that draws water from a bucket.",
        "Un nettoyeur haute pression qui puise l'eau dans un seau.",
        "Een hogedrukreiniger die water uit een emmer haalt.",
      ),
      { category: "pressure-washers" },
    ),
    poster(
      "light",
      2,
      t("Light up your evenings", "Éclairez vos soirées", "Licht in de avond"),
      t("3,000 lumens for the garage, shed or garden.", "3 000 lumens pour le garage, l'abri ou le jardin.", "3.000 lumen voor garage, tuinhuis of tuin."),
      { category: "work-lights" },
    ),
    poster(
      "charger",
      5,
      t("Starter kits", "Kits de démarrage", "Starterkits"),
      t(
        "A battery and a charger in one box, at a better price.",
        "Une batterie et un chargeur dans une seule boîte, à prix avantageux.",
        "Een accu en een lader in één doos, voordeliger.",
      ),
      { category: "starter-kits" },
    ),
  ],
};

const GROUPS = [HOME_HERO, HOME_POSTER, BANNERS, CARDS, LISTS, TAGS, CARD_ADVERTS, ROTATION_CHARTS, LIST_POSTERS];

interface PosterDraft {
  group: PosterGroup;
  item: PosterData;
  position: number;
  pc: string;
  phone: string;
}

export async function buildPosters(paint: Painter): Promise<PosterDraft[]> {
  const items = GROUPS.flatMap((group) => group.items.map((item, position) => ({ group, item, position })));
  return Promise.all(
    items.map(async (entry) => {
      const [pcSize, phoneSize] = entry.group.sizes;
      const [pc, phone] = await Promise.all([paint.paint(entry.item.art, pcSize), paint.paint(entry.item.art, phoneSize)]);
      return { ...entry, pc, phone };
    }),
  );
}

export interface LinkTargets {
  categories: Map<string, SeededCategory>;
  products: Map<string, SeededProduct>;
}

function resolve(target: Target, links: LinkTargets): string {
  if (typeof target === "string") return target;
  if ("category" in target) {
    const category = links.categories.get(target.category);
    if (!category) throw new Error(`Seed poster links to unknown category "${target.category}"`);
    return category.link;
  }
  const product = links.products.get(target.product);
  if (!product) throw new Error(`Seed poster links to unknown product "${target.product}"`);
  return `/product/${encodeURIComponent(slugify(product.name))}?articleID=${product.id}`;
}

export async function insertPosters(trx: Transaction<Database>, drafts: PosterDraft[], links: LinkTargets): Promise<void> {
  for (const [index, draft] of drafts.entries()) {
    const row = {
      ...localize({ name: draft.item.name, description: draft.item.description }),
      pc_img: draft.pc,
      phone_img: draft.phone,
      url: resolve(draft.item.target, links),
      sort_order: draft.position + 1,
      ...stamps(new Date(Date.UTC(2026, 8, 1, 9, index))),
    };
    if (draft.group.table === "posters")
      await trx
        .insertInto("posters")
        .values({ ...row, type: draft.group.type! })
        .execute();
    else await trx.insertInto(draft.group.table).values(row).execute();
  }
}
