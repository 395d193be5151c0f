import type { Transaction } from "kysely";
import type { Database } from "#server/db/schema.ts";
import { cleanDrawing } from "#server/services/svg-drawing.ts";
import { HOTSPOT_SCALE, partKey, type PartChannel } from "#domain/parts.ts";
import { DEMO_RECALL } from "./safety.ts";
import { blowerDrawing, chainsawDrawing, hedgeTrimmerDrawing, mowerDrawing, trimmerDrawing, VIEW, type Drawing } from "./exploded-views.ts";

/**
 * Demo spare parts (decision 084): six tools of five kinds, each with an exploded view and 13 to 17
 * parts named in three languages. The mowers share the parts they have in common; the 46 cm mower's blade bolt was
 * replaced from serial FT4624B02000 (the recall of the safety demo): the old bolt fits the earlier serials only and
 * names its successor.
 */

type Names = [en: string, fr: string, nl: string];

interface DemoPart {
  number: number;
  part_number: string;
  names: Names;
  channel?: PartChannel;
  safety?: boolean;
  /** Other products it fits too (model numbers). */
  alsoFits?: string[];
}

interface DemoView {
  model: string;
  title: Names;
  drawing: (title: string) => Drawing;
  parts: DemoPart[];
}

const SHARED_MOWER = ["FT-LM4046", "FT-LM4053SP"];

const mowerParts = (code: string, drive: boolean): DemoPart[] => [
  { number: 1, part_number: `FP-${code}-01`, names: ["Upper handle", "Guidon supérieur", "Bovenste duwboom"] },
  {
    number: 2,
    part_number: `FP-${code}-02`,
    names: ["Switch bar with safety key housing", "Étrier de commande avec logement de clé de sécurité", "Schakelbeugel met behuizing veiligheidssleutel"],
    safety: true,
  },
  { number: 3, part_number: `FP-${code}-03`, names: ["Lower handle bars (pair)", "Montants inférieurs du guidon (paire)", "Onderste duwboombuizen (paar)"] },
  { number: 4, part_number: "FP-MW-04", names: ["Handle clamp knob", "Molette de serrage du guidon", "Klemknop duwboom"], alsoFits: SHARED_MOWER },
  { number: 5, part_number: `FP-${code}-05`, names: ["Grass box, complete", "Bac de ramassage complet", "Grasopvangbak, compleet"] },
  {
    number: 6,
    part_number: "FP-MW-06",
    names: ["Battery compartment cover", "Couvercle du compartiment batterie", "Deksel accucompartiment"],
    alsoFits: SHARED_MOWER,
  },
  {
    number: 7,
    part_number: `FP-${code}-07`,
    names: [`Mower blade ${drive ? "53" : "46"} cm`, `Lame de tondeuse ${drive ? "53" : "46"} cm`, `Maaimes ${drive ? "53" : "46"} cm`],
    safety: true,
  },
  {
    number: 8,
    part_number: `FP-${code}-08${drive ? "" : "A"}`,
    names: ["Blade bolt with washer", "Vis de lame avec rondelle", "Mesbout met sluitring"],
    safety: true,
  },
  { number: 9, part_number: `FP-${code}-09`, names: ["Blade adapter", "Adaptateur de lame", "Mesadapter"], safety: true },
  { number: 10, part_number: `FP-${code}-10`, names: ["Mower deck", "Carter de coupe", "Maaidek"], channel: "service" },
  { number: 11, part_number: `FP-${code}-11`, names: ["Front wheel", "Roue avant", "Voorwiel"] },
  {
    number: 12,
    part_number: `FP-${code}-12`,
    names: [drive ? "Rear drive wheel" : "Rear wheel", drive ? "Roue arrière motrice" : "Roue arrière", drive ? "Aangedreven achterwiel" : "Achterwiel"],
  },
  { number: 13, part_number: "FP-MW-13", names: ["Cutting height lever", "Levier de hauteur de coupe", "Hendel maaihoogte"], alsoFits: SHARED_MOWER },
  {
    number: 14,
    part_number: `FP-${code}-14`,
    names: ["Battery holder with contacts", "Support de batterie avec contacts", "Accuhouder met contacten"],
    channel: "service",
    safety: true,
  },
  { number: 15, part_number: "FP-MW-15", names: ["Mulching plug", "Obturateur de mulching", "Mulchprop"], alsoFits: SHARED_MOWER },
  { number: 16, part_number: `FP-${code}-16`, names: ["Brushless motor", "Moteur brushless", "Borstelloze motor"], channel: "service" },
  ...(drive
    ? [
        {
          number: 17,
          part_number: `FP-${code}-17`,
          names: ["Drive gearbox", "Boîte de transmission", "Aandrijfversnellingsbak"] as Names,
          channel: "service" as const,
        },
      ]
    : []),
];

const VIEWS: DemoView[] = [
  {
    model: "FT-LM4046",
    title: ["Exploded view: 46 cm push mower", "Vue éclatée : tondeuse poussée 46 cm", "Explosietekening: duwmaaier 46 cm"],
    drawing: (title) => mowerDrawing(title, false),
    parts: mowerParts("4046", false),
  },
  {
    model: "FT-LM4053SP",
    title: ["Exploded view: 53 cm self-propelled mower", "Vue éclatée : tondeuse tractée 53 cm", "Explosietekening: zelfrijdende maaier 53 cm"],
    drawing: (title) => mowerDrawing(title, true),
    parts: mowerParts("4053", true),
  },
  {
    model: "FT-GT4035",
    title: ["Exploded view: 35 cm grass trimmer", "Vue éclatée : coupe-bordures 35 cm", "Explosietekening: grastrimmer 35 cm"],
    drawing: trimmerDrawing,
    parts: [
      {
        number: 1,
        part_number: "FP-GT35-01",
        names: ["Motor housing with switch", "Carter moteur avec interrupteur", "Motorbehuizing met schakelaar"],
        channel: "service",
      },
      { number: 2, part_number: "FP-GT35-02", names: ["Battery latch", "Verrou de batterie", "Accuvergrendeling"] },
      { number: 3, part_number: "FP-GT35-03", names: ["Aluminium shaft", "Tube en aluminium", "Aluminium steel"] },
      { number: 4, part_number: "FP-GT35-04", names: ["Assist handle with clamp", "Poignée auxiliaire avec collier", "Extra handgreep met klem"] },
      { number: 5, part_number: "FP-GT35-05", names: ["Head gear", "Renvoi d'angle", "Haakse overbrenging"], channel: "service" },
      { number: 6, part_number: "FP-GT35-06", names: ["Guard", "Carter de protection", "Beschermkap"], safety: true },
      { number: 7, part_number: "FP-GT35-07", names: ["Line cutting knife", "Couteau coupe-fil", "Draadmes"], safety: true },
      { number: 8, part_number: "FP-GT35-08", names: ["Bump-feed head housing", "Boîtier de tête à frappe", "Behuizing tapkop"] },
      { number: 9, part_number: "FP-GT35-09", names: ["Spool with 2.0 mm line", "Bobine avec fil de 2,0 mm", "Spoel met draad van 2,0 mm"] },
      { number: 10, part_number: "FP-GT35-10", names: ["Spool spring", "Ressort de bobine", "Spoelveer"] },
      { number: 11, part_number: "FP-GT35-11", names: ["Spool cap", "Couvercle de bobine", "Spoeldeksel"] },
      { number: 12, part_number: "FP-GT35-12", names: ["Trimmer line 2.0 mm, 15 m", "Fil de coupe 2,0 mm, 15 m", "Maaidraad 2,0 mm, 15 m"] },
      { number: 13, part_number: "FP-GT35-13", names: ["Guard screw set", "Jeu de vis du carter", "Schroevenset beschermkap"] },
    ],
  },
  {
    model: "FT-CS4035",
    title: ["Exploded view: 35 cm chainsaw", "Vue éclatée : tronçonneuse 35 cm", "Explosietekening: kettingzaag 35 cm"],
    drawing: chainsawDrawing,
    parts: [
      { number: 1, part_number: "FP-CS35-01", names: ["Motor housing", "Carter moteur", "Motorbehuizing"], channel: "service" },
      {
        number: 2,
        part_number: "FP-CS35-02",
        names: ["Chain brake lever and hand guard", "Levier de frein de chaîne et protège-main", "Kettingremhendel met handbeschermer"],
        safety: true,
        channel: "service",
      },
      { number: 3, part_number: "FP-CS35-03", names: ["Oil tank cap", "Bouchon du réservoir d'huile", "Dop olietank"] },
      { number: 4, part_number: "FP-CS35-04", names: ["Trigger with lock-off", "Gâchette avec verrouillage", "Trekker met inschakelblokkering"], safety: true },
      { number: 5, part_number: "FP-CS35-05", names: ["Battery latch", "Verrou de batterie", "Accuvergrendeling"] },
      { number: 6, part_number: "FP-CS35-06", names: ["Sprocket cover", "Carter de pignon", "Kettingwieldeksel"] },
      { number: 7, part_number: "FP-CS35-07", names: ["Guide bar 35 cm", "Guide-chaîne 35 cm", "Zaagblad 35 cm"] },
      {
        number: 8,
        part_number: "FP-CS35-08",
        names: ['Saw chain 3/8" 1.1 mm, 52 links', 'Chaîne 3/8" 1,1 mm, 52 maillons', 'Zaagketting 3/8" 1,1 mm, 52 schakels'],
        safety: true,
      },
      { number: 9, part_number: "FP-CS35-09", names: ["Drive sprocket", "Pignon d'entraînement", "Aandrijfkettingwiel"] },
      { number: 10, part_number: "FP-CS35-10", names: ["Tool-free chain tensioner", "Tendeur de chaîne sans outil", "Gereedschaploze kettingspanner"] },
      { number: 11, part_number: "FP-CS35-11", names: ["Oil pump", "Pompe à huile", "Oliepomp"], channel: "service" },
      { number: 12, part_number: "FP-CS35-12", names: ["Chain catcher", "Capteur de chaîne", "Kettingvanger"], safety: true },
      { number: 13, part_number: "FP-CS35-13", names: ["Bar nuts (pair)", "Écrous de guide (paire)", "Zaagbladmoeren (paar)"] },
    ],
  },
  {
    model: "FT-HT4061",
    title: ["Exploded view: 61 cm hedge trimmer", "Vue éclatée : taille-haies 61 cm", "Explosietekening: heggenschaar 61 cm"],
    drawing: hedgeTrimmerDrawing,
    parts: [
      { number: 1, part_number: "FP-HT61-01", names: ["Motor housing", "Carter moteur", "Motorbehuizing"], channel: "service" },
      {
        number: 2,
        part_number: "FP-HT61-02",
        names: ["Front handle with switch", "Poignée avant avec interrupteur", "Voorste handgreep met schakelaar"],
        safety: true,
      },
      { number: 3, part_number: "FP-HT61-03", names: ["Rear handle, rotating", "Poignée arrière rotative", "Draaibare achterhandgreep"] },
      { number: 4, part_number: "FP-HT61-04", names: ["Hand guard", "Protège-main", "Handbeschermer"], safety: true },
      { number: 5, part_number: "FP-HT61-05", names: ["Gearbox", "Boîte d'engrenages", "Tandwielkast"], channel: "service" },
      { number: 6, part_number: "FP-HT61-06", names: ["Crank gear", "Engrenage à excentrique", "Krukwiel"], channel: "service" },
      { number: 7, part_number: "FP-HT61-07", names: ["Upper blade 61 cm", "Lame supérieure 61 cm", "Bovenmes 61 cm"], safety: true },
      { number: 8, part_number: "FP-HT61-08", names: ["Lower blade 61 cm", "Lame inférieure 61 cm", "Ondermes 61 cm"], safety: true },
      { number: 9, part_number: "FP-HT61-09", names: ["Blade guide bar", "Barre de guidage des lames", "Mesgeleider"] },
      { number: 10, part_number: "FP-HT61-10", names: ["Blade screws (set of 5)", "Vis de lame (jeu de 5)", "Mesbouten (set van 5)"] },
      { number: 11, part_number: "FP-HT61-11", names: ["Blade spacers (set of 5)", "Entretoises de lame (jeu de 5)", "Afstandsringen mes (set van 5)"] },
      { number: 12, part_number: "FP-HT61-12", names: ["Blade cover", "Fourreau de lame", "Beschermkoker mes"] },
      { number: 13, part_number: "FP-HT61-13", names: ["Battery latch", "Verrou de batterie", "Accuvergrendeling"] },
    ],
  },
  {
    model: "FT-LB4080",
    title: ["Exploded view: jet leaf blower", "Vue éclatée : souffleur à turbine", "Explosietekening: turbobladblazer"],
    drawing: blowerDrawing,
    parts: [
      { number: 1, part_number: "FP-LB80-01", names: ["Left housing half", "Demi-carter gauche", "Linker behuizingshelft"], channel: "service" },
      { number: 2, part_number: "FP-LB80-02", names: ["Right housing half", "Demi-carter droit", "Rechter behuizingshelft"], channel: "service" },
      { number: 3, part_number: "FP-LB80-03", names: ["Handle grip", "Poignée", "Handgreep"] },
      { number: 4, part_number: "FP-LB80-04", names: ["Speed dial and switch", "Molette de vitesse et interrupteur", "Snelheidsknop en schakelaar"] },
      { number: 5, part_number: "FP-LB80-05", names: ["Battery latch", "Verrou de batterie", "Accuvergrendeling"] },
      { number: 6, part_number: "FP-LB80-06", names: ["Fan impeller", "Turbine", "Schoepenwiel"], safety: true },
      { number: 7, part_number: "FP-LB80-07", names: ["Brushless motor", "Moteur brushless", "Borstelloze motor"], channel: "service" },
      { number: 8, part_number: "FP-LB80-08", names: ["Blower tube, upper", "Tube de soufflage supérieur", "Blaaspijp, boven"] },
      { number: 9, part_number: "FP-LB80-09", names: ["Blower tube, lower", "Tube de soufflage inférieur", "Blaaspijp, onder"] },
      { number: 10, part_number: "FP-LB80-10", names: ["Flat nozzle", "Buse plate", "Platte mondstuk"] },
      { number: 11, part_number: "FP-LB80-11", names: ["Air intake grille", "Grille d'entrée d'air", "Luchtinlaatrooster"], safety: true },
      { number: 12, part_number: "FP-LB80-12", names: ["Tube latch", "Verrou du tube", "Buisvergrendeling"] },
      { number: 13, part_number: "FP-LB80-13", names: ["Housing screw set", "Jeu de vis du carter", "Schroevenset behuizing"] },
    ],
  },
];

/** The 46 cm mower's first blade bolt, for the serials before the recall's fix (decision 077's demo). */
const FORMER_BOLT = {
  part_number: "FP-4046-08",
  names: ["Blade bolt with washer (first version)", "Vis de lame avec rondelle (première version)", "Mesbout met sluitring (eerste versie)"] as Names,
  successor: "FP-4046-08A",
};

export async function insertPartsDemo(trx: Transaction<Database>, products: Map<string, { id: number }>): Promise<void> {
  const now = new Date().toISOString();
  const partIds = new Map<string, number>();
  const insertPart = async (part: { part_number: string; names: Names; channel?: PartChannel; safety?: boolean; superseded_by?: string }) => {
    const known = partIds.get(part.part_number);
    if (known) return known;
    const row = await trx
      .insertInto("parts")
      .values({
        part_number: part.part_number,
        part_key: partKey(part.part_number),
        en_name: part.names[0],
        fr_name: part.names[1],
        nl_name: part.names[2],
        channel: part.channel ?? "dealers",
        safety_critical: part.safety ? 1 : 0,
        superseded_by: part.superseded_by ?? "",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    partIds.set(part.part_number, Number(row.id));
    return Number(row.id);
  };
  const fits = new Set<string>();
  const fit = async (partId: number, productId: number, range: { serial_from?: string; serial_to?: string } = {}) => {
    if (fits.has(`${partId}:${productId}`)) return;
    fits.add(`${partId}:${productId}`);
    await trx
      .insertInto("part_fits")
      .values({ part_id: partId, commodity_id: productId, ...range })
      .execute();
  };

  for (const view of VIEWS) {
    const product = products.get(view.model);
    if (!product) continue;
    const drawing = view.drawing(view.title[0]);
    const clean = cleanDrawing(drawing.svg);
    const diagram = await trx
      .insertInto("part_diagrams")
      .values({
        commodity_id: product.id,
        en_title: view.title[0],
        fr_title: view.title[1],
        nl_title: view.title[2],
        svg: clean.svg,
        width: clean.width,
        height: clean.height,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const part of view.parts) {
      const partId = await insertPart(part);
      for (const model of [view.model, ...(part.alsoFits ?? [])]) {
        const other = products.get(model);
        if (other) await fit(partId, other.id);
      }
      const spot = drawing.parts.find((drawn) => drawn.number === part.number);
      if (!spot) continue;
      await trx
        .insertInto("diagram_hotspots")
        .values({
          diagram_id: Number(diagram.id),
          number: part.number,
          part_id: partId,
          x: Math.round((spot.at[0] / VIEW.width) * HOTSPOT_SCALE),
          y: Math.round((spot.at[1] / VIEW.height) * HOTSPOT_SCALE),
        })
        .execute();
    }
  }

  const mower = products.get(DEMO_RECALL.model);
  if (mower) {
    const former = await insertPart({ part_number: FORMER_BOLT.part_number, names: FORMER_BOLT.names, safety: true, superseded_by: FORMER_BOLT.successor });
    await fit(former, mower.id, { serial_from: "", serial_to: DEMO_RECALL.to });
  }
}
