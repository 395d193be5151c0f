import type { Transaction } from "kysely";
import type { Database } from "#server/db/schema.ts";
import { landingUrl, localize, stamps, t, type T } from "./helpers.ts";
import { art, type Art, type ImageKind, type Painter } from "./images.ts";

/** A category of the catalogue tree; its key is the landing url of its English name. */
export interface CategoryNode {
  kind: ImageKind;
  name: T;
  description: T;
  children?: CategoryNode[];
}

const node = (kind: ImageKind, name: T, description: T, children?: CategoryNode[]): CategoryNode => ({ kind, name, description, children });

export const CATEGORY_TREE: CategoryNode[] = [
  node(
    "mower",
    t("Lawn mowers", "Tondeuses à gazon", "Grasmaaiers"),
    t(
      "Cordless 40V mowers for every lawn, from compact city gardens to large plots. Quiet, fume-free and ready to go at the push of a button.",
      "Des tondeuses sans fil 40V pour toutes les pelouses, du petit jardin de ville au grand terrain. Silencieuses, sans émissions et prêtes à démarrer d'une simple pression.",
      "Accugrasmaaiers van 40V voor elk gazon, van een compacte stadstuin tot een groot perceel. Stil, zonder uitlaatgassen en startklaar met één druk op de knop.",
    ),
    [
      node(
        "mower",
        t("Push mowers", "Tondeuses poussées", "Duwmaaiers"),
        t(
          "Lightweight push mowers that are easy to steer and store, ideal for lawns up to 500 m².",
          "Des tondeuses poussées légères, faciles à manœuvrer et à ranger, idéales pour les pelouses jusqu'à 500 m².",
          "Lichte duwmaaiers die eenvoudig te sturen en op te bergen zijn, ideaal voor gazons tot 500 m².",
        ),
      ),
      node(
        "mower",
        t("Self-propelled mowers", "Tondeuses tractées", "Zelfrijdende grasmaaiers"),
        t(
          "Variable-speed drive takes the effort out of slopes and larger lawns.",
          "La traction à vitesse variable vous épargne tout effort dans les pentes et sur les grandes surfaces.",
          "Wielaandrijving met variabele snelheid neemt het zware werk uit handen op hellingen en grote gazons.",
        ),
      ),
      node(
        "robot",
        t("Robotic mowers", "Robots tondeuses", "Robotmaaiers"),
        t(
          "Set a schedule and let the robot keep your lawn trimmed every day, rain or shine.",
          "Programmez un horaire et laissez le robot entretenir votre pelouse chaque jour, qu'il pleuve ou qu'il vente.",
          "Stel een schema in en laat de robot uw gazon elke dag kort houden, weer of geen weer.",
        ),
        [
          node(
            "robot",
            t("Wire-free robotic mowers", "Robots tondeuses sans fil périphérique", "Robotmaaiers zonder begrenzingsdraad"),
            t(
              "Satellite (RTK) navigation and virtual boundaries drawn in the app: no cable to bury.",
              "Navigation par satellite (RTK) et limites virtuelles tracées dans l'application : aucun câble à enterrer.",
              "Satellietnavigatie (RTK) en virtuele grenzen die u in de app tekent: geen kabel die u moet ingraven.",
            ),
          ),
          node(
            "robot",
            t("Boundary-wire robotic mowers", "Robots tondeuses à fil périphérique", "Robotmaaiers met begrenzingsdraad"),
            t(
              "Proven, reliable guidance by boundary wire for lawns with many trees or narrow passages.",
              "Un guidage éprouvé et fiable par fil périphérique, pour les pelouses avec de nombreux arbres ou des passages étroits.",
              "Beproefde, betrouwbare geleiding via begrenzingsdraad voor gazons met veel bomen of smalle doorgangen.",
            ),
          ),
        ],
      ),
    ],
  ),
  node(
    "chainsaw",
    t("Chainsaws", "Tronçonneuses", "Kettingzagen"),
    t(
      "Powerful brushless chainsaws for pruning, firewood and storm clean-up, without pull cords or fuel mixing.",
      "Des tronçonneuses brushless puissantes pour l'élagage, le bois de chauffage et le nettoyage après une tempête, sans lanceur ni mélange de carburant.",
      "Krachtige borstelloze kettingzagen voor snoeiwerk, brandhout en opruimwerk na een storm, zonder trekkoord of mengsmering.",
    ),
    [
      node(
        "chainsaw",
        t("Top-handle chainsaws", "Tronçonneuses d'élagage", "Snoeikettingzagen"),
        t(
          "Compact, perfectly balanced saws for pruning branches and light cutting around the garden.",
          "Des tronçonneuses compactes et parfaitement équilibrées pour élaguer les branches et réaliser les petites coupes au jardin.",
          "Compacte, perfect uitgebalanceerde zagen voor het snoeien van takken en licht zaagwerk in de tuin.",
        ),
      ),
      node(
        "chainsaw",
        t("Rear-handle chainsaws", "Tronçonneuses à poignée arrière", "Kettingzagen met achterhandgreep"),
        t(
          "Longer bars and more torque for felling small trees and cutting firewood.",
          "Des guides plus longs et davantage de couple pour abattre de petits arbres et débiter votre bois de chauffage.",
          "Langere zwaarden en meer koppel voor het vellen van kleine bomen en het zagen van brandhout.",
        ),
      ),
      node(
        "pole",
        t("Pole saws", "Élagueuses sur perche", "Telescopische snoeizagen"),
        t(
          "Reach high branches up to four metres from the ground, without a ladder.",
          "Atteignez les branches hautes jusqu'à quatre mètres du sol, sans échelle.",
          "Bereik hoge takken tot vier meter boven de grond, zonder ladder.",
        ),
      ),
    ],
  ),
  node(
    "trimmer",
    t("Grass trimmers", "Coupe-bordures", "Grastrimmers"),
    t(
      "Trimmers, brush cutters and edgers for the finishing touches along borders, fences and paths.",
      "Coupe-bordures, débroussailleuses et dresse-bordures pour les finitions le long des massifs, des clôtures et des allées.",
      "Trimmers, bosmaaiers en kantensnijders voor de perfecte afwerking langs borders, hekken en paden.",
    ),
    [
      node(
        "trimmer",
        t("String trimmers", "Coupe-bordures à fil", "Draadtrimmers"),
        t(
          "Bump-feed line trimmers that tidy edges and reach the spots your mower can't.",
          "Des coupe-bordures à fil avec avance par frappe, pour soigner les bordures et atteindre les recoins inaccessibles à la tondeuse.",
          "Draadtrimmers met tikautomaat die randen netjes afwerken en komen waar uw grasmaaier niet bij kan.",
        ),
      ),
      node(
        "trimmer",
        t("Brush cutters", "Débroussailleuses", "Bosmaaiers"),
        t(
          "Bike-handle brush cutters with blade and line heads for long grass, brambles and rough ground.",
          "Des débroussailleuses à guidon, avec lame et tête à fil, pour les herbes hautes, les ronces et les terrains difficiles.",
          "Bosmaaiers met fietsstuur, maaiblad en draadkop voor hoog gras, bramen en ruw terrein.",
        ),
      ),
      node(
        "trimmer",
        t("Lawn edgers", "Dresse-bordures", "Gazonkantensnijders"),
        t(
          "Crisp, straight edges along paths and flower beds in a single pass.",
          "Des bordures nettes et droites le long des allées et des massifs, en un seul passage.",
          "Strakke, rechte graskanten langs paden en borders in één beweging.",
        ),
      ),
    ],
  ),
  node(
    "hedge",
    t("Hedge trimmers", "Taille-haies", "Heggenscharen"),
    t(
      "Sharp dual-action blades for clean cuts on hedges and shrubs, with long runtimes on a single battery.",
      "Des lames à double action parfaitement affûtées pour une coupe nette des haies et arbustes, avec une grande autonomie sur une seule batterie.",
      "Scherpe, dubbelzijdig bewegende messen voor een strakke snede in hagen en struiken, met een lange looptijd op één accu.",
    ),
    [
      node(
        "hedge",
        t("Standard hedge trimmers", "Taille-haies classiques", "Standaard heggenscharen"),
        t(
          "Well-balanced trimmers with 50 to 61 cm blades for the regular shaping of garden hedges.",
          "Des taille-haies bien équilibrés, avec une lame de 50 à 61 cm, pour l'entretien régulier des haies du jardin.",
          "Goed uitgebalanceerde heggenscharen met messen van 50 tot 61 cm voor het regelmatig bijknippen van tuinhagen.",
        ),
      ),
      node(
        "pole",
        t("Long-reach hedge trimmers", "Taille-haies sur perche", "Telescopische heggenscharen"),
        t(
          "An adjustable head and extra reach for the tops of tall hedges, safely from the ground.",
          "Une tête orientable et une grande allonge pour tailler le sommet des haies hautes en toute sécurité depuis le sol.",
          "Een verstelbare kop en extra bereik om de bovenkant van hoge hagen veilig vanaf de grond te knippen.",
        ),
      ),
      node(
        "hedge",
        t("Grass and shrub shears", "Cisailles à gazon et à arbustes", "Gras- en struikscharen"),
        t(
          "Compact shears for topiary, box balls and neat lawn edges.",
          "Des cisailles compactes pour l'art topiaire, les boules de buis et des bordures de pelouse impeccables.",
          "Compacte scharen voor vormsnoei, buxusbollen en nette graskanten.",
        ),
      ),
    ],
  ),
  node(
    "blower",
    t("Leaf blowers", "Souffleurs de feuilles", "Bladblazers"),
    t(
      "Clear leaves, grass clippings and debris in minutes, with the power of petrol and a fraction of the noise.",
      "Dégagez feuilles, résidus de tonte et débris en quelques minutes, avec la puissance d'un moteur thermique et une fraction du bruit.",
      "Ruim bladeren, maaisel en vuil op in een paar minuten, met de kracht van benzine en een fractie van het lawaai.",
    ),
    [
      node(
        "blower",
        t("Handheld blowers", "Souffleurs portatifs", "Handbladblazers"),
        t(
          "Light, well-balanced blowers for patios, driveways and small gardens.",
          "Des souffleurs légers et bien équilibrés pour les terrasses, les allées et les petits jardins.",
          "Lichte, goed uitgebalanceerde bladblazers voor terrassen, opritten en kleine tuinen.",
        ),
      ),
      node(
        "blower",
        t("Backpack blowers", "Souffleurs à dos", "Ruggedragen bladblazers"),
        t(
          "Maximum air volume and a padded harness for large grounds and long sessions.",
          "Un débit d'air maximal et un harnais rembourré pour les grands terrains et les longues séances de travail.",
          "Maximaal luchtvolume en een gevoerd draagstel voor grote terreinen en lange werksessies.",
        ),
      ),
      node(
        "vacuum",
        t("Blower vacuums", "Aspiro-souffleurs", "Bladblazers met zuigfunctie"),
        t(
          "Blow, vacuum and mulch: leaves are shredded into the collection bag and take up far less space.",
          "Soufflez, aspirez et broyez : les feuilles sont déchiquetées dans le sac de ramassage et prennent beaucoup moins de place.",
          "Blazen, zuigen en hakselen: bladeren worden fijngemaakt in de opvangzak en nemen veel minder ruimte in.",
        ),
      ),
    ],
  ),
  node(
    "washer",
    t("Garden & DIY tools", "Outils de jardin et de bricolage", "Tuin- en klusgereedschap"),
    t(
      "One battery platform for all your other jobs: cleaning, soil work, snow clearing, drilling and lighting.",
      "Une seule plateforme de batteries pour tous vos autres travaux : nettoyage, travail du sol, déneigement, perçage et éclairage.",
      "Eén accuplatform voor al uw andere klussen: reinigen, grondbewerking, sneeuwruimen, boren en verlichten.",
    ),
    [
      node(
        "washer",
        t("Pressure washers", "Nettoyeurs haute pression", "Hogedrukreinigers"),
        t(
          "Cordless pressure washers that draw water from a bucket or the tap, for cars, bikes and garden furniture.",
          "Des nettoyeurs haute pression sans fil qui puisent l'eau dans un seau ou au robinet, pour la voiture, les vélos et le mobilier de jardin.",
          "Snoerloze hogedrukreinigers die water uit een emmer of de kraan halen, voor auto, fietsen en tuinmeubelen.",
        ),
      ),
      node(
        "mower",
        t("Lawn scarifiers", "Scarificateurs", "Verticuteermachines"),
        t(
          "Remove moss and thatch in spring so your lawn can breathe and grow back thicker.",
          "Éliminez la mousse et le feutre au printemps pour que votre pelouse respire et repousse plus dense.",
          "Verwijder mos en vilt in het voorjaar, zodat uw gazon kan ademen en voller teruggroeit.",
        ),
      ),
      node(
        "tiller",
        t("Tillers & cultivators", "Motobineuses", "Tuinfrezen"),
        t(
          "Loosen and aerate the soil in vegetable patches and flower beds, without the fumes of a petrol engine.",
          "Ameublissez et aérez la terre du potager et des massifs, sans les gaz d'échappement d'un moteur thermique.",
          "Maak de grond in moestuin en borders los en luchtig, zonder de uitlaatgassen van een benzinemotor.",
        ),
      ),
      node(
        "snow",
        t("Snow throwers", "Fraises à neige", "Sneeuwfrezen"),
        t(
          "Clear driveways and paths after a snowfall, with an adjustable chute and LED lights.",
          "Dégagez allées et accès après une chute de neige, grâce à une goulotte orientable et à un éclairage LED.",
          "Maak opritten en paden sneeuwvrij met een verstelbare uitworpkoker en ledverlichting.",
        ),
      ),
      node(
        "vacuum",
        t("Garden shredders", "Broyeurs de végétaux", "Hakselaars"),
        t(
          "Turn prunings into mulch or compost instead of driving them to the recycling centre.",
          "Transformez vos déchets de taille en paillis ou en compost au lieu de les porter à la déchetterie.",
          "Verwerk snoeiafval tot mulch of compost in plaats van het naar het containerpark te brengen.",
        ),
      ),
      node(
        "drill",
        t("Drills & drivers", "Perceuses-visseuses", "Boorschroefmachines"),
        t(
          "Brushless drill drivers and hammer drills for assembly work, shelving and masonry.",
          "Des perceuses-visseuses et perceuses à percussion brushless pour le montage, les étagères et la maçonnerie.",
          "Borstelloze boorschroefmachines en klopboormachines voor montagewerk, wandplanken en metselwerk.",
        ),
      ),
      node(
        "drill",
        t("Impact drivers", "Visseuses à chocs", "Slagschroevendraaiers"),
        t(
          "High torque in a compact body for long screws, decking and bolts.",
          "Un couple élevé dans un format compact, pour les longues vis, les terrasses en bois et les boulons.",
          "Hoog koppel in een compacte behuizing voor lange schroeven, vlonders en bouten.",
        ),
      ),
      node(
        "light",
        t("Work lights", "Lampes de travail", "Werklampen"),
        t(
          "Bright, energy-efficient LED lights for the garage, the shed or working outdoors after dark.",
          "Des lampes LED puissantes et économes pour le garage, l'abri de jardin ou les travaux extérieurs à la tombée de la nuit.",
          "Heldere, zuinige ledlampen voor de garage, het tuinhuis of buitenwerk als het donker wordt.",
        ),
      ),
      node(
        "vacuum",
        t("Wet & dry vacuums", "Aspirateurs eau et poussières", "Nat- en droogzuigers"),
        t(
          "Pick up water, sawdust and garden debris in the workshop, the car or the shed.",
          "Aspirez l'eau, la sciure et les débris du jardin dans l'atelier, la voiture ou l'abri.",
          "Zuig water, zaagsel en tuinafval op in de werkplaats, de auto of het tuinhuis.",
        ),
      ),
    ],
  ),
  node(
    "battery",
    t("Batteries & chargers", "Batteries et chargeurs", "Accu's en laders"),
    t(
      "One 40V battery fits every Fantai tool. Choose the capacity that suits your garden and recharge it fast.",
      "Une seule batterie 40V pour tous les outils Fantai. Choisissez la capacité adaptée à votre jardin et rechargez-la rapidement.",
      "Eén 40V-accu past op al het Fantai-gereedschap. Kies de capaciteit die bij uw tuin past en laad hem snel weer op.",
    ),
    [
      node(
        "battery",
        t("Batteries", "Batteries", "Accu's"),
        t(
          "40V lithium-ion batteries from 2.5 to 7.5 Ah, with a charge indicator and cell protection.",
          "Des batteries lithium-ion 40V de 2,5 à 7,5 Ah, avec indicateur de charge et protection des cellules.",
          "Lithium-ionaccu's van 40V, van 2,5 tot 7,5 Ah, met laadindicator en celbescherming.",
        ),
        [
          node(
            "battery",
            t("Compact batteries", "Batteries compactes", "Compacte accu's"),
            t(
              "Light 2.5 Ah packs for trimmers, shears and handheld blowers.",
              "Des batteries légères de 2,5 Ah pour les coupe-bordures, les cisailles et les souffleurs portatifs.",
              "Lichte accu's van 2,5 Ah voor trimmers, scharen en handbladblazers.",
            ),
          ),
          node(
            "battery",
            t("High-capacity batteries", "Batteries haute capacité", "Accu's met hoge capaciteit"),
            t(
              "5.0 and 7.5 Ah packs for mowers, chainsaws and long working sessions.",
              "Des batteries de 5,0 et 7,5 Ah pour les tondeuses, les tronçonneuses et les longues séances de travail.",
              "Accu's van 5,0 en 7,5 Ah voor grasmaaiers, kettingzagen en lange werksessies.",
            ),
          ),
        ],
      ),
      node(
        "charger",
        t("Chargers", "Chargeurs", "Laders"),
        t(
          "Standard, rapid and dual-port chargers with active cooling.",
          "Des chargeurs standard, rapides et doubles, avec refroidissement actif.",
          "Standaard-, snel- en duoladers met actieve koeling.",
        ),
      ),
      node(
        "charger",
        t("Starter kits", "Kits de démarrage", "Starterkits"),
        t(
          "A battery and a charger in one box: everything you need to power your first tool.",
          "Une batterie et un chargeur dans une seule boîte : tout ce qu'il faut pour faire tourner votre premier outil.",
          "Een accu en een lader in één doos: alles wat u nodig hebt om uw eerste gereedschap aan de praat te krijgen.",
        ),
      ),
    ],
  ),
];

/** A category with its place in the tree, as the other seed files see it. */
export interface CategoryEntry {
  key: string;
  parentKey: string | null;
  level: number;
  position: number;
  node: CategoryNode;
  art: Art;
}

/** Every category, parents before children. */
function categoryEntries(nodes: CategoryNode[], parent: CategoryEntry | null = null): CategoryEntry[] {
  return nodes.flatMap((child, position) => {
    const level = parent ? parent.level + 1 : 1;
    const variant = level === 1 ? 5 : level === 2 ? position % 4 : position + 2;
    const entry: CategoryEntry = {
      key: landingUrl(child.name.en),
      parentKey: parent?.key ?? null,
      level,
      position,
      node: child,
      art: art(child.kind, variant),
    };
    return [entry, ...categoryEntries(child.children ?? [], entry)];
  });
}

const ENTRIES = categoryEntries(CATEGORY_TREE);

export const entriesAtLevel = (level: number) => ENTRIES.filter((entry) => entry.level === level);

export function findCategory(key: string): CategoryEntry {
  const entry = ENTRIES.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`Seed data names unknown category "${key}"`);
  return entry;
}

export interface SeededCategory {
  id: number;
  link: string;
}

/** The landing link of a category; level-3 types have no landing page and use their parent's. */
function linkFor(entry: CategoryEntry, id: number, seeded: Map<string, SeededCategory>): string {
  if (entry.level > 2) return seeded.get(entry.parentKey!)!.link;
  return `/products/${entry.key}?sortid=${id}`;
}

export async function buildCategoryImages(paint: Painter): Promise<Map<string, string>> {
  const urls = await Promise.all(ENTRIES.map((entry) => paint.paint(entry.art, "square")));
  return new Map(ENTRIES.map((entry, i) => [entry.key, urls[i]!]));
}

export async function insertCategories(trx: Transaction<Database>, images: Map<string, string>): Promise<Map<string, SeededCategory>> {
  const seeded = new Map<string, SeededCategory>();
  for (const [index, entry] of ENTRIES.entries()) {
    const { id } = await trx
      .insertInto("commodity_types")
      .values({
        parent_id: entry.parentKey ? seeded.get(entry.parentKey)!.id : null,
        level: entry.level,
        ...localize({ name: entry.node.name, description: entry.node.description }),
        main_img_url: images.get(entry.key) ?? "",
        sort_order: entry.position + 1,
        ...stamps(new Date(Date.UTC(2025, 0, 6, 8, index))),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const link = linkFor(entry, id, seeded);
    await trx.updateTable("commodity_types").set({ link }).where("id", "=", id).execute();
    seeded.set(entry.key, { id, link });
  }
  return seeded;
}
