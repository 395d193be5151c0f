import type { Insertable, Transaction } from "kysely";
import type { ProductTable, Database } from "#server/db/schema.ts";
import { indexProducts } from "#server/services/product-search.ts";
import { foldText } from "#domain/fold.ts";
import { localize, mapT, renderBlocks, spreadDates, stamps, t, ul, type T } from "./helpers.ts";
import { art, type Painter } from "./images.ts";
import { findCategory, type SeededCategory } from "./categories.ts";
import { productSpecValues, type SeedValue, type SpecKey } from "./specs.ts";

/** A specification value (moved into commodity_specs, decision 046), or a feature line written in the three languages. */
type SpecLine = [SpecKey, SeedValue] | T;

// ---------------------------------------------------------------------------
// The catalogue.

interface ProductData {
  category: string;
  model: string;
  name: T;
  summary: T;
  intro: T;
  specs: SpecLine[];
  featured?: boolean;
}

const PRODUCTS: ProductData[] = [
  {
    category: "push-mowers",
    model: "FT-LM4033",
    name: t("40V 33 cm Push Lawn Mower", "Tondeuse poussée 40V 33 cm", "Duwgrasmaaier 40V 33 cm"),
    summary: t(
      "Compact and light: the easy choice for small city lawns.",
      "Compacte et légère : le choix évident pour les petites pelouses urbaines.",
      "Compact en licht: de makkelijke keuze voor kleine stadsgazons.",
    ),
    intro: t(
      "At just 12 kg, this 33 cm mower is easy to lift over a step and hang on the wall after use. Five height settings and a 35-litre grass box keep small lawns neat with minimal effort.",
      "Avec seulement 12 kg, cette tondeuse de 33 cm franchit facilement une marche et s'accroche au mur après usage. Cinq hauteurs de coupe et un bac de 35 litres gardent les petites pelouses impeccables sans effort.",
      "Met slechts 12 kg tilt u deze maaier van 33 cm moeiteloos over een opstapje en hangt u hem na gebruik aan de muur. Vijf maaihoogtes en een opvangbak van 35 liter houden kleine gazons zonder moeite netjes.",
    ),
    specs: [
      ["cutWidth", 33],
      ["cutHeight", [25, 65]],
      ["grassBox", 35],
      ["area", 300],
      ["runtime", 35],
      ["bareWeight", 12],
    ],
  },
  {
    category: "push-mowers",
    model: "FT-LM4042",
    featured: true,
    name: t("40V 42 cm Push Lawn Mower", "Tondeuse poussée 40V 42 cm", "Duwgrasmaaier 40V 42 cm"),
    summary: t(
      "The all-rounder for medium-sized gardens, with 3-in-1 cutting.",
      "La polyvalente des jardins de taille moyenne, avec coupe 3-en-1.",
      "De allrounder voor middelgrote tuinen, met 3-in-1-maaifunctie.",
    ),
    intro: t(
      "Collect, mulch or side-discharge: the 42 cm deck adapts to the season and the state of your lawn. Folding handles and vertical storage free up space in the shed.",
      "Ramassage, mulching ou éjection latérale : le carter de 42 cm s'adapte à la saison et à l'état de votre pelouse. Le guidon repliable et le rangement vertical libèrent de la place dans l'abri.",
      "Opvangen, mulchen of zijuitworp: het maaidek van 42 cm past zich aan het seizoen en de staat van uw gazon aan. Dankzij de inklapbare duwboom en verticale opberging houdt u ruimte over in het tuinhuis.",
    ),
    specs: [
      ["cutWidth", 42],
      ["cutHeight", [25, 75]],
      ["grassBox", 50],
      ["area", 450],
      ["runtime", 40],
      ["bareWeight", 17.5],
      t("3-in-1: collecting, mulching and side discharge", "3-en-1 : ramassage, mulching et éjection latérale", "3-in-1: opvangen, mulchen en zijuitworp"),
    ],
  },
  {
    category: "push-mowers",
    model: "FT-LM4046",
    name: t("40V 46 cm Brushless Push Lawn Mower", "Tondeuse poussée brushless 40V 46 cm", "Borstelloze duwgrasmaaier 40V 46 cm"),
    summary: t(
      "Brushless power and a wide 46 cm deck for lawns up to 600 m².",
      "Moteur brushless et large coupe de 46 cm pour les pelouses jusqu'à 600 m².",
      "Borstelloze motor en een breed maaidek van 46 cm voor gazons tot 600 m².",
    ),
    intro: t(
      "The brushless motor adjusts its speed to the density of the grass, saving battery in sparse patches and delivering extra torque in thick growth. A central lever switches between seven cutting heights in one movement.",
      "Le moteur brushless adapte sa vitesse à la densité de l'herbe : il économise la batterie sur les zones clairsemées et délivre plus de couple dans l'herbe épaisse. Un levier central règle les sept hauteurs de coupe en un seul geste.",
      "De borstelloze motor past zijn toerental aan de dichtheid van het gras aan: zuinig op de accu bij dun gras en extra koppel in dik gras. Met de centrale hendel kiest u in één beweging uit zeven maaihoogtes.",
    ),
    specs: [
      ["cutWidth", 46],
      ["cutHeight", [25, 75]],
      ["grassBox", 55],
      ["area", 600],
      ["runtime", 45],
      ["bareWeight", 21],
      t("Brushless motor with load sensing", "Moteur brushless avec détection de charge", "Borstelloze motor met belastingsdetectie"),
    ],
  },
  {
    category: "self-propelled-mowers",
    model: "FT-LM4046SP",
    featured: true,
    name: t("40V 46 cm Self-Propelled Lawn Mower", "Tondeuse tractée 40V 46 cm", "Zelfrijdende grasmaaier 40V 46 cm"),
    summary: t(
      "Rear-wheel drive with variable speed for effortless mowing on slopes.",
      "Traction arrière à vitesse variable pour tondre sans effort dans les pentes.",
      "Achterwielaandrijving met variabele snelheid voor moeiteloos maaien op hellingen.",
    ),
    intro: t(
      "Set your walking pace with the thumb dial and let the rear-wheel drive do the pushing. Large rear wheels and a steel-reinforced deck keep it comfortable on uneven ground and slopes of up to 20%.",
      "Réglez votre allure à l'aide de la molette et laissez la traction arrière faire le travail. Les grandes roues arrière et le carter renforcé d'acier assurent un confort remarquable sur les terrains irréguliers et les pentes jusqu'à 20 %.",
      "Stel met het duimwieltje uw wandeltempo in en laat de achterwielaandrijving het duwwerk doen. Grote achterwielen en een met staal versterkt maaidek maken hem comfortabel op oneffen terrein en hellingen tot 20%.",
    ),
    specs: [
      ["cutWidth", 46],
      ["cutHeight", [25, 75]],
      ["grassBox", 55],
      ["area", 800],
      ["slope", 20],
      ["runtime", 50],
      ["bareWeight", 26.5],
      ["driveSpeed", [2.5, 5]],
      t("Variable-speed rear-wheel drive", "Traction arrière à vitesse variable", "Achterwielaandrijving met variabele snelheid"),
    ],
  },
  {
    category: "self-propelled-mowers",
    model: "FT-LM4053SP",
    featured: true,
    name: t("40V 53 cm Self-Propelled Lawn Mower", "Tondeuse tractée 40V 53 cm", "Zelfrijdende grasmaaier 40V 53 cm"),
    summary: t(
      "Our widest mower: 53 cm, two battery slots and up to 1,200 m² per charge.",
      "Notre plus large tondeuse : 53 cm, deux logements de batterie et jusqu'à 1 200 m² par charge.",
      "Onze breedste maaier: 53 cm, twee accusloten en tot 1.200 m² per lading.",
    ),
    intro: t(
      "With two battery slots that switch over automatically, the 53 cm model finishes large lawns in one go. A steel deck, washout port and LED headlights make it the flagship of the Fantai mower range.",
      "Grâce à ses deux logements de batterie qui basculent automatiquement, le modèle 53 cm tond les grandes pelouses d'une seule traite. Carter en acier, raccord de nettoyage et phares LED : c'est le fleuron de la gamme de tondeuses Fantai.",
      "Met twee accusloten die automatisch omschakelen, maait het 53 cm-model grote gazons in één keer. Het stalen maaidek, de spuitaansluiting en de ledkoplampen maken hem het vlaggenschip van de Fantai-maaiers.",
    ),
    specs: [
      ["cutWidth", 53],
      ["cutHeight", [25, 80]],
      ["grassBox", 70],
      ["area", 1200],
      ["runtime", 70],
      ["bareWeight", 32],
      t("Automatic switchover between the two batteries", "Basculement automatique entre les deux batteries", "Automatische omschakeling tussen beide accu's"),
    ],
  },
  {
    category: "self-propelled-mowers",
    model: "FT-LM4051SP",
    name: t("40V 51 cm Self-Propelled Mulching Mower", "Tondeuse tractée mulching 40V 51 cm", "Zelfrijdende mulchmaaier 40V 51 cm"),
    summary: t(
      "Fine mulching that feeds your lawn, with no grass box to empty.",
      "Un mulching fin qui nourrit votre pelouse, sans bac à vider.",
      "Fijn mulchen dat uw gazon voedt, zonder opvangbak om te legen.",
    ),
    intro: t(
      "A dedicated mulching blade and a sealed deck chop clippings into fine particles that fall back into the turf and return nutrients to the soil. Ideal if you mow often and would rather skip the trips to the compost heap.",
      "Une lame spéciale mulching et un carter fermé hachent finement l'herbe coupée, qui retombe dans le gazon et restitue ses nutriments au sol. Idéal si vous tondez souvent et voulez vous épargner les allers-retours au compost.",
      "Een speciaal mulchmes en een gesloten maaidek knippen het maaisel fijn, zodat het terugvalt in de grasmat en voedingsstoffen teruggeeft aan de bodem. Ideaal als u vaak maait en geen zin hebt in ritjes naar de composthoop.",
    ),
    specs: [
      ["cutWidth", 51],
      ["cutHeight", [30, 80]],
      ["area", 1000],
      ["runtime", 55],
      ["bareWeight", 28],
      t("Dedicated mulching blade and plug", "Lame et obturateur spécial mulching", "Speciaal mulchmes en mulchprop"),
    ],
  },
  {
    category: "robotic-mowers",
    model: "FT-RM600",
    featured: true,
    name: t("Robotic Lawn Mower R600", "Robot tondeuse R600", "Robotmaaier R600"),
    summary: t(
      "A quiet, app-controlled robot for lawns up to 600 m².",
      "Un robot silencieux, piloté depuis votre smartphone, pour les pelouses jusqu'à 600 m².",
      "Een stille robotmaaier met app-bediening voor gazons tot 600 m².",
    ),
    intro: t(
      "The R600 mows a little every day, so the clippings stay short enough to act as natural fertiliser. A rain sensor, anti-theft alarm and PIN code come as standard, and the schedule takes minutes to set from your phone.",
      "Le R600 tond un peu chaque jour : l'herbe coupée reste assez courte pour servir d'engrais naturel. Capteur de pluie, alarme antivol et code PIN sont fournis de série, et le planning se règle en quelques minutes depuis votre smartphone.",
      "De R600 maait elke dag een beetje, zodat het maaisel kort genoeg blijft om als natuurlijke mest te dienen. Regensensor, antidiefstalalarm en pincode zijn standaard, en het maaischema stelt u in een paar minuten in op uw smartphone.",
    ),
    specs: [
      ["area", 600],
      ["cutWidth", 18],
      ["cutHeight", [20, 60]],
      ["slope", 35],
      ["noise", 58],
      t("Boundary-wire guidance, Wi-Fi and Bluetooth", "Guidage par fil périphérique, Wi-Fi et Bluetooth", "Geleiding via begrenzingsdraad, wifi en bluetooth"),
    ],
  },
  {
    category: "robotic-mowers",
    model: "FT-RM1500",
    name: t("Wire-Free Robotic Lawn Mower R1500", "Robot tondeuse sans fil périphérique R1500", "Robotmaaier zonder begrenzingsdraad R1500"),
    summary: t(
      "RTK satellite navigation: draw your lawn in the app, no cable needed.",
      "Navigation satellite RTK : dessinez votre pelouse dans l'application, sans aucun câble.",
      "RTK-satellietnavigatie: teken uw gazon in de app, zonder kabel.",
    ),
    intro: t(
      "The R1500 navigates to within a few centimetres using an RTK reference station, mowing in neat parallel lines instead of at random. Create zones, no-go areas and separate schedules for the front and back garden in the app.",
      "Le R1500 se positionne au centimètre près grâce à une station de référence RTK et tond en lignes parallèles bien nettes plutôt qu'au hasard. Créez des zones, des zones interdites et des plannings distincts pour l'avant et l'arrière du jardin dans l'application.",
      "De R1500 navigeert tot op enkele centimeters nauwkeurig dankzij een RTK-referentiestation en maait in strakke, evenwijdige banen in plaats van willekeurig. Maak in de app zones, verboden gebieden en aparte schema's voor voor- en achtertuin aan.",
    ),
    specs: [
      ["area", 1500],
      ["cutWidth", 22],
      ["cutHeight", [20, 70]],
      ["slope", 45],
      ["noise", 57],
      t("RTK navigation with virtual boundaries", "Navigation RTK avec limites virtuelles", "RTK-navigatie met virtuele grenzen"),
    ],
  },
  {
    category: "top-handle-chainsaws",
    model: "FT-CS4025T",
    name: t("40V 25 cm Top-Handle Chainsaw", "Tronçonneuse d'élagage 40V 25 cm", "Snoeikettingzaag 40V 25 cm"),
    summary: t(
      "A light, compact saw for pruning trees and hedgerows.",
      "Une tronçonneuse légère et compacte pour l'élagage des arbres et des haies bocagères.",
      "Een lichte, compacte zaag voor snoeiwerk in bomen en houtwallen.",
    ),
    intro: t(
      "Weighing just 2.6 kg without battery, this top-handle saw is made for pruning, where balance matters most. Tool-free chain tensioning and an automatic oiler keep it cutting cleanly all day.",
      "Avec seulement 2,6 kg sans batterie, cette tronçonneuse d'élagage est conçue pour les travaux où l'équilibre compte avant tout. Le tendeur de chaîne sans outil et la lubrification automatique garantissent une coupe nette toute la journée.",
      "Met een gewicht van slechts 2,6 kg zonder accu is deze snoeizaag gemaakt voor werk waarbij balans alles is. Gereedschaploze kettingspanning en automatische smering zorgen de hele dag voor een zuivere zaagsnede.",
    ),
    specs: [
      ["bar", 25],
      ["chainSpeed", 12],
      ["bareWeight", 2.6],
      t("Tool-free chain tensioning", "Tension de chaîne sans outil", "Gereedschaploze kettingspanning"),
      t("Automatic chain lubrication", "Lubrification automatique de la chaîne", "Automatische kettingsmering"),
    ],
  },
  {
    category: "rear-handle-chainsaws",
    model: "FT-CS4035",
    featured: true,
    name: t("40V 35 cm Brushless Chainsaw", "Tronçonneuse brushless 40V 35 cm", "Borstelloze kettingzaag 40V 35 cm"),
    summary: t(
      "Petrol-class cutting power for firewood and garden clearance.",
      "Une puissance de coupe digne d'un moteur thermique, pour le bois de chauffage et les gros travaux au jardin.",
      "Zaagkracht als van een benzinezaag, voor brandhout en opruimwerk in de tuin.",
    ),
    intro: t(
      "The brushless motor drives the chain at 20 m/s, enough to cut through a 30 cm log in seconds. It starts instantly with the trigger and falls silent the moment you let go: no idling, no fumes.",
      "Le moteur brushless entraîne la chaîne à 20 m/s, de quoi trancher une bûche de 30 cm en quelques secondes. Elle démarre instantanément à la gâchette et se tait dès que vous la relâchez : ni ralenti, ni fumées.",
      "De borstelloze motor drijft de ketting aan met 20 m/s, genoeg om een stam van 30 cm in enkele seconden door te zagen. Hij start meteen met de trekker en valt stil zodra u loslaat: geen stationair draaien, geen uitlaatgassen.",
    ),
    specs: [
      ["bar", 35],
      ["chainSpeed", 20],
      ["bareWeight", 4.2],
      t("Chain brake and kickback protection", "Frein de chaîne et protection anti-rebond", "Kettingrem en terugslagbeveiliging"),
      t("Oil level window", "Regard de niveau d'huile", "Kijkglas voor het oliepeil"),
    ],
  },
  {
    category: "rear-handle-chainsaws",
    model: "FT-CS4040",
    name: t("40V 40 cm Brushless Chainsaw", "Tronçonneuse brushless 40V 40 cm", "Borstelloze kettingzaag 40V 40 cm"),
    summary: t(
      "A 40 cm bar for felling small trees and clearing storm damage.",
      "Un guide de 40 cm pour abattre de petits arbres et déblayer après une tempête.",
      "Een zwaard van 40 cm voor het vellen van kleine bomen en het opruimen van stormschade.",
    ),
    intro: t(
      "Our most powerful saw pairs a 40 cm bar and low-kickback chain with a high-torque brushless motor. Metal bucking spikes give extra grip on thick trunks.",
      "Notre tronçonneuse la plus puissante associe un guide de 40 cm et une chaîne à faible rebond à un moteur brushless à couple élevé. La griffe d'abattage en métal offre une prise supplémentaire sur les troncs épais.",
      "Onze krachtigste zaag combineert een zwaard van 40 cm en een ketting met weinig terugslag met een borstelloze motor met hoog koppel. De metalen schorsklauw geeft extra grip op dikke stammen.",
    ),
    specs: [
      ["bar", 40],
      ["chainSpeed", 21],
      ["bareWeight", 4.6],
      t("Metal bucking spikes", "Griffe d'abattage métallique", "Metalen schorsklauw"),
      t("Chain brake and kickback protection", "Frein de chaîne et protection anti-rebond", "Kettingrem en terugslagbeveiliging"),
    ],
  },
  {
    category: "pole-saws",
    model: "FT-PS4020",
    name: t("40V Telescopic Pole Saw", "Élagueuse sur perche télescopique 40V", "Telescopische snoeizaag 40V"),
    summary: t(
      "Cut branches up to 4 m high while standing safely on the ground.",
      "Coupez des branches jusqu'à 4 m de haut en restant en sécurité au sol.",
      "Zaag takken tot 4 m hoog terwijl u veilig op de grond staat.",
    ),
    intro: t(
      "The aluminium shaft extends from 2.1 to 2.9 m, so with your own reach you can cut branches up to four metres high. A 20 cm bar, automatic oiling and an angled head make quick work of overhanging limbs.",
      "Le manche en aluminium s'allonge de 2,1 à 2,9 m : avec la portée de vos bras, vous coupez des branches jusqu'à quatre mètres de haut. Guide de 20 cm, lubrification automatique et tête inclinée viennent à bout des branches gênantes en un rien de temps.",
      "De aluminium steel schuift uit van 2,1 tot 2,9 m, zodat u samen met uw eigen armlengte takken tot vier meter hoog kunt zagen. Een zwaard van 20 cm, automatische smering en een schuine kop maken korte metten met overhangende takken.",
    ),
    specs: [
      ["bar", 20],
      ["bareWeight", 3.8],
      ["reach", [2.1, 2.9]],
      t("Telescopic aluminium shaft", "Manche télescopique en aluminium", "Telescopische aluminium steel"),
      t("Detachable head for easy storage", "Tête amovible pour un rangement facile", "Afneembare kop voor eenvoudig opbergen"),
    ],
  },
  {
    category: "string-trimmers",
    model: "FT-GT4030",
    name: t("40V 30 cm Grass Trimmer", "Coupe-bordures 40V 30 cm", "Grastrimmer 40V 30 cm"),
    summary: t(
      "A light trimmer with a rotating head for edges and corners.",
      "Un coupe-bordures léger à tête pivotante pour les bordures et les recoins.",
      "Een lichte trimmer met draaibare kop voor randen en hoekjes.",
    ),
    intro: t(
      "The head rotates 180° for vertical edging, and the telescopic shaft adapts to your height. At 2.9 kg, it is a trimmer you will happily take all around the garden.",
      "La tête pivote à 180° pour dresser les bordures à la verticale, et le manche télescopique s'adapte à votre taille. Avec 2,9 kg, c'est un coupe-bordures que vous emmènerez volontiers dans tout le jardin.",
      "De kop draait 180° voor het verticaal afkanten en de telescopische steel past zich aan uw lengte aan. Met 2,9 kg is dit een trimmer die u met plezier door de hele tuin meeneemt.",
    ),
    specs: [
      ["cutWidth", 30],
      ["line", 1.6],
      ["runtime", 40],
      ["bareWeight", 2.9],
      t("Automatic line feed", "Avance automatique du fil", "Automatische draadtoevoer"),
    ],
  },
  {
    category: "string-trimmers",
    model: "FT-GT4035",
    featured: true,
    name: t("40V 35 cm Brushless Grass Trimmer", "Coupe-bordures brushless 40V 35 cm", "Borstelloze grastrimmer 40V 35 cm"),
    summary: t(
      "Two speeds and a 2.0 mm line for thick, tough grass.",
      "Deux vitesses et un fil de 2,0 mm pour venir à bout de l'herbe épaisse.",
      "Twee snelheden en een draad van 2,0 mm voor dik, taai gras.",
    ),
    intro: t(
      "Choose the eco speed for tidying up and boost for tall, tough grass. The bump-feed head advances the 2.0 mm line with a light tap on the ground, without stopping the motor.",
      "Choisissez la vitesse éco pour les finitions et le mode boost pour les herbes hautes et coriaces. La tête à frappe fait avancer le fil de 2,0 mm d'une petite tape au sol, sans arrêter le moteur.",
      "Kies de eco-stand voor het fijne werk en boost voor hoog, taai gras. De tikkop voert de draad van 2,0 mm door met een tikje op de grond, zonder de motor te stoppen.",
    ),
    specs: [
      ["cutWidth", 35],
      ["line", 2],
      ["runtime", 50],
      ["bareWeight", 3.6],
      t("Two speed settings: eco and boost", "Deux vitesses : éco et boost", "Twee snelheden: eco en boost"),
    ],
  },
  {
    category: "brush-cutters",
    model: "FT-BC4040",
    name: t("40V Brushless Brush Cutter", "Débroussailleuse brushless 40V", "Borstelloze bosmaaier 40V"),
    summary: t(
      "Bike handles, a harness and a metal blade for brambles and rough ground.",
      "Guidon, harnais et lame métallique pour les ronces et les terrains en friche.",
      "Fietsstuur, draagstel en metalen maaiblad voor bramen en ruw terrein.",
    ),
    intro: t(
      "Supplied with both a 40 cm line head and a three-tooth metal blade, this brush cutter clears overgrown plots that would stop an ordinary trimmer. The double-shoulder harness spreads the weight for longer sessions.",
      "Livrée avec une tête à fil de 40 cm et une lame métallique à trois dents, cette débroussailleuse dégage les parcelles envahies qui arrêteraient un coupe-bordures ordinaire. Le harnais double épaule répartit le poids pour des séances plus longues.",
      "Geleverd met zowel een draadkop van 40 cm als een drietandig metalen maaiblad ruimt deze bosmaaier overwoekerde percelen op waar een gewone trimmer vastloopt. Het dubbele schouderdraagstel verdeelt het gewicht bij langere sessies.",
    ),
    specs: [
      ["cutWidth", 40],
      ["line", 2.4],
      ["bareWeight", 5.2],
      ["bladeDiameter", 25],
      t("Three-tooth metal blade", "Lame métallique à trois dents", "Drietandig metalen maaiblad"),
      t("Double-shoulder harness included", "Harnais double épaule fourni", "Dubbel schouderdraagstel meegeleverd"),
    ],
  },
  {
    category: "lawn-edgers",
    model: "FT-LE4020",
    name: t("40V Lawn Edger", "Dresse-bordures 40V", "Gazonkantensnijder 40V"),
    summary: t(
      "A 20 cm steel blade for sharp, straight lawn edges.",
      "Une lame en acier de 20 cm pour des bordures de pelouse nettes et droites.",
      "Een stalen mes van 20 cm voor scherpe, rechte graskanten.",
    ),
    intro: t(
      "A guide wheel and depth adjustment let you trace crisp edges along paths and flower beds in a single pass. The blade sits to the side, so you can always see exactly where you are cutting.",
      "La roue de guidage et le réglage de profondeur vous permettent de tracer des bordures nettes le long des allées et des massifs en un seul passage. La lame est décalée sur le côté : vous voyez toujours précisément où vous coupez.",
      "Met het geleidewiel en de diepteverstelling snijdt u in één beweging strakke kanten langs paden en borders. Het mes zit aan de zijkant, zodat u altijd precies ziet waar u snijdt.",
    ),
    specs: [["cutDepth", [10, 40]], ["runtime", 45], ["bareWeight", 4], ["blade", 20], t("Hardened steel blade", "Lame en acier trempé", "Gehard stalen mes")],
  },
  {
    category: "standard-hedge-trimmers",
    model: "FT-HT4055",
    name: t("40V 55 cm Hedge Trimmer", "Taille-haies 40V 55 cm", "Heggenschaar 40V 55 cm"),
    summary: t(
      "Laser-cut 55 cm blades for regular hedge care.",
      "Des lames de 55 cm découpées au laser pour l'entretien régulier des haies.",
      "Lasergesneden messen van 55 cm voor regelmatig heggenonderhoud.",
    ),
    intro: t(
      "Dual-action, laser-cut blades slice cleanly through fresh growth up to 22 mm thick. The rotating rear handle makes it easy to trim the sides of a hedge without twisting your wrist.",
      "Les lames à double action découpées au laser tranchent net les jeunes pousses jusqu'à 22 mm de diamètre. La poignée arrière rotative facilite la taille des flancs de la haie sans vous tordre le poignet.",
      "Dubbelzijdig bewegende, lasergesneden messen knippen jonge scheuten tot 22 mm dik zuiver door. Dankzij de draaibare achterhandgreep knipt u de zijkanten van een haag zonder uw pols te verdraaien.",
    ),
    specs: [
      ["blade", 55],
      ["branch", 22],
      ["runtime", 70],
      ["bareWeight", 2.8],
      t("Rotating rear handle", "Poignée arrière rotative", "Draaibare achterhandgreep"),
    ],
  },
  {
    category: "standard-hedge-trimmers",
    model: "FT-HT4061",
    featured: true,
    name: t("40V 61 cm Brushless Hedge Trimmer", "Taille-haies brushless 40V 61 cm", "Borstelloze heggenschaar 40V 61 cm"),
    summary: t(
      "Long blades and a 28 mm tooth gap for thick, established hedges.",
      "Des lames longues et un écartement de 28 mm pour les haies épaisses et bien installées.",
      "Lange messen en een tandafstand van 28 mm voor dikke, volgroeide hagen.",
    ),
    intro: t(
      "With 61 cm of blade and a wide 28 mm tooth gap, this brushless trimmer handles laurel, privet and beech with ease. When a branch is too thick, the anti-jam function briefly reverses the blades, so you never have to stop.",
      "Avec 61 cm de lame et un large écartement de 28 mm, ce taille-haies brushless vient facilement à bout du laurier, du troène et du hêtre. Quand une branche est trop épaisse, la fonction anti-blocage inverse brièvement les lames : plus besoin de s'arrêter.",
      "Met 61 cm mes en een ruime tandafstand van 28 mm knipt deze borstelloze heggenschaar moeiteloos door laurier, liguster en beuk. Is een tak te dik, dan laat de antiblokkeerfunctie de messen even terugdraaien, zodat u nooit hoeft te stoppen.",
    ),
    specs: [
      ["blade", 61],
      ["branch", 28],
      ["runtime", 90],
      ["bareWeight", 3.4],
      t("Anti-jam blade reversal", "Fonction anti-blocage des lames", "Antiblokkeerfunctie voor de messen"),
    ],
  },
  {
    category: "long-reach-hedge-trimmers",
    model: "FT-LHT4045",
    name: t("40V Long-Reach Hedge Trimmer", "Taille-haies sur perche 40V", "Telescopische heggenschaar 40V"),
    summary: t(
      "A 125° adjustable head to reach the top of tall hedges from the ground.",
      "Une tête orientable sur 125° pour atteindre le sommet des haies hautes depuis le sol.",
      "Een kop die 125° verstelbaar is, om vanaf de grond bij de top van hoge hagen te komen.",
    ),
    intro: t(
      "Tilt the 45 cm cutting head to any of seven angles and trim the top and far side of your hedge without a ladder. The detachable extension lets it double as a compact trimmer for lower work.",
      "Inclinez la tête de coupe de 45 cm selon sept angles et taillez le dessus et l'arrière de votre haie sans échelle. La rallonge amovible permet aussi de l'utiliser comme taille-haies compact pour les parties basses.",
      "Kantel de snijkop van 45 cm in zeven standen en knip de bovenkant en achterzijde van uw haag zonder ladder. Dankzij het afneembare verlengstuk gebruikt u hem ook als compacte heggenschaar voor lager werk.",
    ),
    specs: [
      ["blade", 45],
      ["branch", 20],
      ["bareWeight", 4.1],
      ["reach", 2.6],
    ],
  },
  {
    category: "grass-and-shrub-shears",
    model: "FT-GS4012",
    name: t("40V Grass and Shrub Shears", "Cisaille à gazon et à arbustes 40V", "Gras- en struikschaar 40V"),
    summary: t(
      "Two blades in one box: 12 cm for grass edges, 20 cm for shrubs and topiary.",
      "Deux lames fournies : 12 cm pour les bordures de gazon, 20 cm pour les arbustes et l'art topiaire.",
      "Twee messen in één doos: 12 cm voor graskanten, 20 cm voor struiken en vormsnoei.",
    ),
    intro: t(
      "Swap blades in seconds without tools and move from box balls to lawn edges in one session. The slim grip and low weight make precise shaping work comfortable.",
      "Changez de lame en quelques secondes, sans outil, et passez des boules de buis aux bordures de pelouse en une seule séance. La poignée fine et le faible poids rendent le travail de précision confortable.",
      "Wissel binnen enkele seconden van mes zonder gereedschap en ga in één sessie van buxusbollen naar graskanten. De slanke greep en het lage gewicht maken precisiewerk comfortabel.",
    ),
    specs: [
      ["blade", 20],
      ["runtime", 120],
      ["bareWeight", 1.2],
      t("Tool-free blade change", "Changement de lame sans outil", "Messen wisselen zonder gereedschap"),
    ],
  },
  {
    category: "handheld-blowers",
    model: "FT-LB4020",
    name: t("40V Compact Leaf Blower", "Souffleur compact 40V", "Compacte bladblazer 40V"),
    summary: t(
      "A light, quiet blower for terraces, paths and garages.",
      "Un souffleur léger et silencieux pour les terrasses, les allées et les garages.",
      "Een lichte, stille bladblazer voor terrassen, paden en garages.",
    ),
    intro: t(
      "At 2.1 kg it is light enough to hold in one hand for a quick clean-up after mowing. Variable speed lets you dose the airflow around flower beds and gravel.",
      "Avec 2,1 kg, il se tient d'une main pour un nettoyage rapide après la tonte. La vitesse variable vous permet de doser le flux d'air près des massifs et du gravier.",
      "Met 2,1 kg is hij licht genoeg om met één hand even schoon te blazen na het maaien. Dankzij de variabele snelheid doseert u de luchtstroom rond borders en grind.",
    ),
    specs: [
      ["airSpeed", 190],
      ["airVolume", 560],
      ["runtime", 30],
      ["bareWeight", 2.1],
    ],
  },
  {
    category: "handheld-blowers",
    model: "FT-LB4080",
    featured: true,
    name: t("40V Brushless Jet Leaf Blower", "Souffleur à turbine brushless 40V", "Borstelloze turbobladblazer 40V"),
    summary: t(
      "Jet-fan power with a boost button for wet leaves.",
      "La puissance d'une turbine, avec bouton boost pour les feuilles mouillées.",
      "Turbokracht met boostknop voor nat blad.",
    ),
    intro: t(
      "The axial jet fan moves up to 850 m³ of air an hour, enough to shift heavy, wet leaves from lawns and drives. Cruise control holds your chosen speed so your finger can rest.",
      "La turbine axiale brasse jusqu'à 850 m³ d'air par heure, de quoi déplacer les feuilles lourdes et mouillées sur les pelouses et les allées. Le régulateur maintient la vitesse choisie pour soulager votre doigt.",
      "De axiale turbine verplaatst tot 850 m³ lucht per uur, genoeg om zwaar, nat blad van gazons en opritten te blazen. De cruisecontrol houdt de gekozen snelheid vast, zodat uw vinger kan rusten.",
    ),
    specs: [
      ["airSpeed", 230],
      ["airVolume", 850],
      ["runtime", 25],
      ["bareWeight", 2.9],
      t("Boost button and cruise control", "Bouton boost et régulateur de vitesse", "Boostknop en cruisecontrol"),
    ],
  },
  {
    category: "backpack-blowers",
    model: "FT-BP4090",
    name: t("40V Backpack Leaf Blower", "Souffleur à dos 40V", "Ruggedragen bladblazer 40V"),
    summary: t(
      "Two batteries on your back for the largest gardens and grounds.",
      "Deux batteries sur le dos pour les plus grands jardins et terrains.",
      "Twee accu's op uw rug voor de grootste tuinen en terreinen.",
    ),
    intro: t(
      "Two 40V batteries power this backpack blower through long autumn sessions, while the padded harness and hip belt take the weight off your arms. The control handle puts speed and boost right under your thumb.",
      "Deux batteries 40V alimentent ce souffleur à dos pendant les longues séances d'automne, tandis que le harnais rembourré et la ceinture ventrale soulagent vos bras. La poignée de commande place la vitesse et le boost sous votre pouce.",
      "Twee 40V-accu's voeden deze ruggedragen bladblazer tijdens lange herfstsessies, terwijl het gevoerde draagstel en de heupband het gewicht van uw armen halen. Met de bedieningshendel hebt u snelheid en boost direct onder uw duim.",
    ),
    specs: [
      ["airSpeed", 260],
      ["airVolume", 1100],
      ["runtime", 45],
      ["bareWeight", 7.8],
    ],
  },
  {
    category: "blower-vacuums",
    model: "FT-BV4045",
    name: t("40V Blower Vacuum and Mulcher", "Aspiro-souffleur broyeur 40V", "Bladblazer en -zuiger met hakselaar 40V"),
    summary: t(
      "Blow, vacuum and shred leaves at a 16:1 ratio.",
      "Soufflez, aspirez et broyez les feuilles avec un taux de réduction de 16:1.",
      "Blazen, zuigen en blad hakselen in een verhouding van 16:1.",
    ),
    intro: t(
      "Switch from blowing to vacuuming with a single lever: the metal impeller shreds leaves to a sixteenth of their volume, so the 45-litre bag holds a surprising amount. The mulch makes excellent compost.",
      "Passez du soufflage à l'aspiration d'un seul levier : la turbine métallique broie les feuilles jusqu'à un seizième de leur volume, si bien que le sac de 45 litres en contient une quantité étonnante. Le broyat fait un excellent compost.",
      "Met één hendel schakelt u van blazen naar zuigen: de metalen waaier hakselt blad tot een zestiende van het oorspronkelijke volume, waardoor er verrassend veel in de zak van 45 liter past. Het hakselsel is ideaal voor de composthoop.",
    ),
    specs: [["airSpeed", 270], ["collector", 45], ["bareWeight", 3.9], t("Metal shredding impeller", "Turbine de broyage métallique", "Metalen hakselwaaier")],
  },
  {
    category: "pressure-washers",
    model: "FT-PW4024",
    featured: true,
    name: t("40V Cordless Pressure Washer", "Nettoyeur haute pression sans fil 40V", "Snoerloze hogedrukreiniger 40V"),
    summary: t(
      "Draws water from a bucket: clean the car, bikes and furniture anywhere.",
      "Puise l'eau dans un seau : nettoyez voiture, vélos et mobilier où que vous soyez.",
      "Haalt water uit een emmer: maak auto, fietsen en meubelen overal schoon.",
    ),
    intro: t(
      "No socket and no tap needed: the self-priming pump draws water from a bucket, a water butt or a pond. Three nozzles and a foam bottle cover everything from muddy bikes to garden furniture.",
      "Ni prise ni robinet nécessaires : la pompe auto-amorçante puise l'eau dans un seau, une cuve de récupération ou un étang. Trois buses et un flacon à mousse couvrent tous les usages, du vélo boueux au mobilier de jardin.",
      "Geen stopcontact of kraan nodig: de zelfaanzuigende pomp haalt water uit een emmer, regenton of vijver. Drie sproeiers en een schuimfles dekken alles af, van modderige fietsen tot tuinmeubelen.",
    ),
    specs: [["pressure", 24], ["flow", 180], ["bareWeight", 2.5], ["hose", 6], t("Self-priming pump", "Pompe auto-amorçante", "Zelfaanzuigende pomp")],
  },
  {
    category: "lawn-scarifiers",
    model: "FT-SC4036",
    name: t("40V 36 cm Lawn Scarifier", "Scarificateur 40V 36 cm", "Verticuteermachine 40V 36 cm"),
    summary: t(
      "Scarifier and aerator in one machine, with a 45-litre collector.",
      "Scarificateur et aérateur en une seule machine, avec bac de 45 litres.",
      "Verticuteerder en beluchter in één machine, met opvangbak van 45 liter.",
    ),
    intro: t(
      "Use the steel blade roller to pull out moss and thatch in spring, then switch to the spring-tine roller to aerate the lawn in autumn. Five working depths let you start gently and go deeper where needed.",
      "Utilisez le rouleau à lames d'acier pour arracher la mousse et le feutre au printemps, puis passez au rouleau à griffes pour aérer la pelouse à l'automne. Cinq profondeurs de travail permettent de commencer en douceur et d'aller plus loin là où c'est nécessaire.",
      "Gebruik de rol met stalen messen om in het voorjaar mos en vilt uit te trekken, en wissel in het najaar naar de veertandrol om het gazon te beluchten. Met vijf werkdieptes begint u voorzichtig en gaat u dieper waar het nodig is.",
    ),
    specs: [
      ["workWidth", 36],
      ["grassBox", 45],
      ["bareWeight", 13.5],
      t("Two rollers: steel blades and spring tines", "Deux rouleaux : lames en acier et griffes à ressort", "Twee rollen: stalen messen en veertanden"),
    ],
  },
  {
    category: "tillers-cultivators",
    model: "FT-TL4026",
    name: t("40V Garden Tiller", "Motobineuse 40V", "Tuinfrees 40V"),
    summary: t(
      "Four steel tines to loosen the soil in beds and vegetable gardens.",
      "Quatre fraises en acier pour ameublir la terre des massifs et du potager.",
      "Vier stalen freessterren om de grond in borders en moestuin los te maken.",
    ),
    intro: t(
      "Light enough to lift over a border, strong enough to break up compacted soil: the 26 cm tiller prepares beds for planting in minutes. Remove the outer tines to work between rows.",
      "Assez légère pour passer par-dessus une bordure, assez robuste pour briser une terre tassée : la motobineuse de 26 cm prépare vos plates-bandes en quelques minutes. Retirez les fraises extérieures pour travailler entre les rangs.",
      "Licht genoeg om over een borderrand te tillen, sterk genoeg om verdichte grond open te breken: de tuinfrees van 26 cm maakt bedden in enkele minuten plantklaar. Haal de buitenste freessterren eraf om tussen de rijen te werken.",
    ),
    specs: [
      ["workWidth", 26],
      ["workDepth", 20],
      ["bareWeight", 11],
    ],
  },
  {
    category: "snow-throwers",
    model: "FT-ST4051",
    name: t("40V 51 cm Snow Thrower", "Fraise à neige 40V 51 cm", "Sneeuwfrees 40V 51 cm"),
    summary: t(
      "Clears up to 20 cm of fresh snow and throws it up to 10 m.",
      "Dégage jusqu'à 20 cm de neige fraîche et la projette jusqu'à 10 m.",
      "Ruimt tot 20 cm verse sneeuw en werpt die tot 10 m ver.",
    ),
    intro: t(
      "The rubber-edged auger clears the drive right down to the surface without scratching the paving, and the chute rotates 180° from the handle. LED lights let you finish the job before sunrise.",
      "La vis à bord caoutchouté dégage l'allée jusqu'au sol sans rayer les pavés, et la goulotte pivote sur 180° depuis le guidon. Les phares LED vous permettent de terminer avant le lever du jour.",
      "De schroef met rubberen randen ruimt de oprit tot op de bestrating zonder krassen, en de uitworpkoker draait 180° vanaf de duwboom. Dankzij de ledlampen bent u al klaar voor zonsopgang.",
    ),
    specs: [
      ["workWidth", 51],
      ["throw", 10],
      ["bareWeight", 17],
      ["chute", 180],
      t("Rotating discharge chute", "Goulotte d'éjection orientable", "Draaibare uitworpkoker"),
    ],
  },
  {
    category: "garden-shredders",
    model: "FT-SH4040",
    name: t("40V Garden Shredder", "Broyeur de végétaux 40V", "Hakselaar 40V"),
    summary: t(
      "Shreds branches up to 40 mm into mulch for the garden.",
      "Broie les branches jusqu'à 40 mm en paillis pour le jardin.",
      "Hakselt takken tot 40 mm tot mulch voor de tuin.",
    ),
    intro: t(
      "Two 40V batteries drive a reversible blade disc that turns prunings into fine mulch. The 50-litre collection box clips on and off easily, and the machine runs far more quietly than a mains shredder.",
      "Deux batteries 40V entraînent un disque à lames réversible qui transforme les déchets de taille en paillis fin. Le bac de 50 litres se clipse et se retire facilement, et la machine est bien plus silencieuse qu'un broyeur sur secteur.",
      "Twee 40V-accu's drijven een omkeerbare messchijf aan die snoeiafval tot fijne mulch verwerkt. De opvangbak van 50 liter klikt u er eenvoudig op en af, en de machine is veel stiller dan een hakselaar op netstroom.",
    ),
    specs: [
      ["branch", 40],
      ["collector", 50],
      ["bareWeight", 14.5],
    ],
  },
  {
    category: "drills-drivers",
    model: "FT-DD4013",
    name: t("40V Brushless Hammer Drill", "Perceuse à percussion brushless 40V", "Borstelloze klopboormachine 40V"),
    summary: t(
      "Drill, drive and hammer with 80 Nm of torque.",
      "Percez, vissez et percutez avec 80 Nm de couple.",
      "Boren, schroeven en klopboren met 80 Nm koppel.",
    ),
    intro: t(
      "A 13 mm metal chuck, two gears and 21 clutch settings cover everything from cabinet hinges to drilling into brick. It takes the same battery as your mower, and the 40V platform keeps going long after smaller batteries give up.",
      "Un mandrin métallique de 13 mm, deux vitesses et 21 positions de couple couvrent tous les usages, des charnières de placard au perçage de la brique. Elle utilise la même batterie que votre tondeuse, et la plateforme 40V tient bien plus longtemps que les petites batteries.",
      "Een metalen boorkop van 13 mm, twee versnellingen en 21 koppelstanden dekken alles af, van kastscharnieren tot boren in baksteen. Hij werkt op dezelfde accu als uw grasmaaier, en het 40V-platform gaat veel langer mee dan kleinere accu's.",
    ),
    specs: [["torque", 80], ["speed", [0, 2000]], ["bareWeight", 1.9], ["chuck", 13], t("Metal chuck", "Mandrin métallique", "Metalen boorkop")],
  },
  {
    category: "impact-drivers",
    model: "FT-ID4018",
    name: t("40V Brushless Impact Driver", "Visseuse à chocs brushless 40V", "Borstelloze slagschroevendraaier 40V"),
    summary: t(
      "220 Nm of torque for decking screws, coach bolts and long fixings.",
      "220 Nm de couple pour les vis de terrasse, les tire-fonds et les fixations longues.",
      "220 Nm koppel voor vlonderschroeven, houtdraadbouten en lange bevestigingen.",
    ),
    intro: t(
      "Three power modes let you drive small screws gently and sink 120 mm decking screws without pre-drilling. The quick-release hex chuck takes bits with one hand.",
      "Trois modes de puissance vous permettent de visser délicatement les petites vis et d'enfoncer des vis de terrasse de 120 mm sans pré-perçage. Le porte-embout hexagonal à changement rapide se manie d'une seule main.",
      "Met drie vermogensstanden draait u kleine schroeven voorzichtig in en zet u vlonderschroeven van 120 mm vast zonder voorboren. In de snelwisselhouder klikt u bits met één hand vast.",
    ),
    specs: [["torque", 220], ["speed", [0, 3200]], ["bareWeight", 1.4], t("Three power modes", "Trois modes de puissance", "Drie vermogensstanden")],
  },
  {
    category: "work-lights",
    model: "FT-WL4030",
    name: t("40V LED Work Light", "Lampe de travail LED 40V", "Led-werklamp 40V"),
    summary: t(
      "3,000 lumens of daylight white for the garage, shed or garden.",
      "3 000 lumens de lumière du jour pour le garage, l'abri ou le jardin.",
      "3.000 lumen daglichtwit voor garage, tuinhuis of tuin.",
    ),
    intro: t(
      "Three brightness levels and a head that tilts through 360° put the light exactly where you need it. On the lowest setting, a 5.0 Ah battery keeps it lit for a whole evening of work.",
      "Trois niveaux de luminosité et une tête orientable à 360° dirigent la lumière exactement là où vous en avez besoin. En mode faible, une batterie de 5,0 Ah l'alimente toute une soirée de travail.",
      "Drie lichtstanden en een kop die 360° kantelt, zetten het licht precies waar u het nodig hebt. Op de laagste stand houdt een accu van 5,0 Ah hem een hele werkavond brandend.",
    ),
    specs: [
      ["brightness", 3000],
      ["runtime", 600],
      ["bareWeight", 2.2],
      ["ip", "IP54"],
      t("Splash-proof housing", "Boîtier protégé contre les projections d'eau", "Spatwaterdichte behuizing"),
    ],
  },
  {
    category: "wet-dry-vacuums",
    model: "FT-WV4020",
    name: t("40V Wet and Dry Vacuum", "Aspirateur eau et poussières 40V", "Nat- en droogzuiger 40V"),
    summary: t(
      "A 20-litre tank for water, sawdust and debris, with a blower function.",
      "Une cuve de 20 litres pour l'eau, la sciure et les débris, avec fonction soufflerie.",
      "Een tank van 20 liter voor water, zaagsel en vuil, met blaasfunctie.",
    ),
    intro: t(
      "Vacuum up spilt water, wood shavings or the gravel in your car boot without looking for a socket. The washable HEPA filter and blower port make it just as useful in the workshop as in the garden.",
      "Aspirez l'eau renversée, les copeaux de bois ou les gravillons du coffre de votre voiture sans chercher de prise. Le filtre HEPA lavable et la sortie soufflerie le rendent aussi utile à l'atelier qu'au jardin.",
      "Zuig gemorst water, houtkrullen of grind uit de kofferbak op zonder een stopcontact te zoeken. Dankzij het wasbare HEPA-filter en de blaasaansluiting is hij even handig in de werkplaats als in de tuin.",
    ),
    specs: [["collector", 20], ["runtime", 30], ["bareWeight", 6.4], t("Washable HEPA filter", "Filtre HEPA lavable", "Wasbaar HEPA-filter")],
  },
  {
    category: "batteries",
    model: "FT-B4025",
    name: t("40V 2.5 Ah Battery", "Batterie 40V 2,5 Ah", "Accu 40V 2,5 Ah"),
    summary: t(
      "A light battery for trimmers, shears and handheld blowers.",
      "Une batterie légère pour les coupe-bordures, les cisailles et les souffleurs portatifs.",
      "Een lichte accu voor trimmers, scharen en handbladblazers.",
    ),
    intro: t(
      "The 2.5 Ah pack keeps handheld tools light and well balanced. Four LEDs show the remaining charge at the press of a button, and the cells are protected against overheating and deep discharge.",
      "La batterie de 2,5 Ah garde les outils portatifs légers et bien équilibrés. Quatre LED indiquent la charge restante d'une simple pression, et les cellules sont protégées contre la surchauffe et la décharge profonde.",
      "De accu van 2,5 Ah houdt handgereedschap licht en goed in balans. Vier leds tonen met één druk op de knop de resterende lading, en de cellen zijn beschermd tegen oververhitting en diepontlading.",
    ),
    specs: [
      ["capacity", 2.5],
      ["energy", 90],
      ["fastCharge", 30],
      ["weight", 1.3],
    ],
  },
  {
    category: "batteries",
    model: "FT-B4050",
    featured: true,
    name: t("40V 5.0 Ah Battery", "Batterie 40V 5,0 Ah", "Accu 40V 5,0 Ah"),
    summary: t(
      "The all-rounder: enough energy to mow an average garden on one charge.",
      "La polyvalente : assez d'énergie pour tondre un jardin moyen en une seule charge.",
      "De allrounder: genoeg energie om een gemiddelde tuin op één lading te maaien.",
    ),
    intro: t(
      "Our best-selling battery powers mowers, chainsaws and blowers alike. On the rapid charger it is full again in 55 minutes, and it can spend the winter on the shelf without losing much of its charge.",
      "Notre batterie la plus vendue alimente aussi bien les tondeuses que les tronçonneuses et les souffleurs. Sur le chargeur rapide, elle est pleine en 55 minutes et peut passer l'hiver sur l'étagère sans perdre grand-chose de sa charge.",
      "Onze bestverkochte accu voedt zowel grasmaaiers als kettingzagen en bladblazers. Op de snellader is hij in 55 minuten weer vol, en hij kan de hele winter op de plank liggen zonder veel lading te verliezen.",
    ),
    specs: [
      ["capacity", 5],
      ["energy", 180],
      ["fastCharge", 55],
      ["weight", 2.4],
    ],
  },
  {
    category: "batteries",
    model: "FT-B4075",
    name: t("40V 7.5 Ah Battery", "Batterie 40V 7,5 Ah", "Accu 40V 7,5 Ah"),
    summary: t(
      "Maximum runtime for large lawns and long sawing sessions.",
      "Une autonomie maximale pour les grandes pelouses et les longues séances de coupe.",
      "Maximale looptijd voor grote gazons en lange zaagsessies.",
    ),
    intro: t(
      "With 270 Wh on board, the 7.5 Ah battery lets a 46 cm mower cover up to 900 m² on a single charge. Its reinforced housing and cell-by-cell monitoring are built for heavy use.",
      "Avec 270 Wh embarqués, la batterie de 7,5 Ah permet à une tondeuse de 46 cm de couvrir jusqu'à 900 m² en une seule charge. Son boîtier renforcé et la surveillance de chaque cellule sont conçus pour un usage intensif.",
      "Met 270 Wh aan boord maait een 46 cm-maaier met de 7,5 Ah-accu tot 900 m² op één lading. De versterkte behuizing en de bewaking per cel zijn gebouwd voor intensief gebruik.",
    ),
    specs: [
      ["capacity", 7.5],
      ["energy", 270],
      ["fastCharge", 80],
      ["weight", 3.3],
    ],
  },
  {
    category: "chargers",
    model: "FT-C4020",
    name: t("40V Standard Charger", "Chargeur standard 40V", "Standaardlader 40V"),
    summary: t(
      "A compact 2 A charger for overnight charging.",
      "Un chargeur compact de 2 A pour recharger pendant la nuit.",
      "Een compacte lader van 2 A om 's nachts op te laden.",
    ),
    intro: t(
      "The standard charger is the gentlest way to charge: ideal if you charge in the evening and mow the next day. Wall-mount slots keep it tidy in the shed.",
      "Le chargeur standard est la façon la plus douce de recharger : idéal si vous chargez le soir pour tondre le lendemain. Ses encoches de fixation murale le gardent bien rangé dans l'abri.",
      "De standaardlader is de zachtste manier van opladen: ideaal als u 's avonds laadt en de volgende dag maait. Dankzij de uitsparingen voor wandmontage hangt hij netjes in het tuinhuis.",
    ),
    specs: [
      ["chargeCurrent", 2],
      ["charge5", 150],
      ["weight", 0.6],
    ],
  },
  {
    category: "chargers",
    model: "FT-C4060",
    name: t("40V Rapid Charger", "Chargeur rapide 40V", "Snellader 40V"),
    summary: t(
      "6 A with fan cooling: a 5.0 Ah battery is full in 55 minutes.",
      "6 A avec refroidissement par ventilateur : une batterie de 5,0 Ah pleine en 55 minutes.",
      "6 A met ventilatorkoeling: een accu van 5,0 Ah is in 55 minuten vol.",
    ),
    intro: t(
      "A built-in fan cools the battery while it charges, so you can go straight from mowing to charging without waiting. The status LED shows at a glance whether the pack is charging, full or too warm.",
      "Un ventilateur intégré refroidit la batterie pendant la charge : vous pouvez la recharger dès la fin de la tonte, sans attendre. Le voyant d'état indique d'un coup d'œil si la batterie est en charge, pleine ou trop chaude.",
      "Een ingebouwde ventilator koelt de accu tijdens het laden, zodat u meteen na het maaien kunt opladen zonder te wachten. De statusled laat in één oogopslag zien of de accu laadt, vol is of te warm.",
    ),
    specs: [
      ["chargeCurrent", 6],
      ["charge5", 55],
      ["weight", 0.9],
    ],
  },
  {
    category: "chargers",
    model: "FT-C4040D",
    name: t("40V Dual-Port Charger", "Chargeur double 40V", "Duolader 40V"),
    summary: t(
      "Charges two batteries one after the other, unattended.",
      "Recharge deux batteries l'une après l'autre, sans surveillance.",
      "Laadt twee accu's na elkaar op, zonder dat u ernaar hoeft om te kijken.",
    ),
    intro: t(
      "Slide in two batteries in the evening and find both full in the morning: the charger switches over automatically. Perfect for backpack blowers, shredders and other dual-battery tools.",
      "Insérez deux batteries le soir et retrouvez-les pleines le matin : le chargeur passe automatiquement de l'une à l'autre. Parfait pour les souffleurs à dos, les broyeurs et les autres outils à deux batteries.",
      "Schuif 's avonds twee accu's in de lader en ze zijn 's ochtends allebei vol: de lader schakelt automatisch over. Perfect voor ruggedragen bladblazers, hakselaars en ander gereedschap met twee accu's.",
    ),
    specs: [
      ["chargeCurrent", 4],
      ["charge5", 80],
      ["weight", 1.4],
    ],
  },
  {
    category: "starter-kits",
    model: "FT-K4025",
    name: t(
      "40V Starter Kit with 2.5 Ah Battery and Charger",
      "Kit de démarrage 40V avec batterie 2,5 Ah et chargeur",
      "Starterkit 40V met accu 2,5 Ah en lader",
    ),
    summary: t(
      "Everything you need to get started with a Fantai trimmer or hedge trimmer.",
      "Tout ce qu'il faut pour démarrer avec un coupe-bordures ou un taille-haies Fantai.",
      "Alles wat u nodig hebt om te beginnen met een Fantai-trimmer of -heggenschaar.",
    ),
    intro: t(
      "Buying your first tool without a battery? This kit combines the light 2.5 Ah battery with the standard charger, for less than buying them separately.",
      "Vous achetez votre premier outil sans batterie ? Ce kit associe la batterie légère de 2,5 Ah au chargeur standard, à un prix plus avantageux qu'à l'unité.",
      "Koopt u uw eerste gereedschap zonder accu? Deze kit combineert de lichte accu van 2,5 Ah met de standaardlader, voordeliger dan los gekocht.",
    ),
    specs: [
      ["capacity", 2.5],
      ["chargeCurrent", 2],
      t("Contents: FT-B4025 battery and FT-C4020 charger", "Contenu : batterie FT-B4025 et chargeur FT-C4020", "Inhoud: accu FT-B4025 en lader FT-C4020"),
    ],
  },
  {
    category: "starter-kits",
    model: "FT-K4050",
    name: t(
      "40V Starter Kit with 5.0 Ah Battery and Rapid Charger",
      "Kit de démarrage 40V avec batterie 5,0 Ah et chargeur rapide",
      "Starterkit 40V met accu 5,0 Ah en snellader",
    ),
    summary: t(
      "The ideal companion for a first mower or chainsaw.",
      "Le compagnon idéal d'une première tondeuse ou tronçonneuse.",
      "De ideale aanvulling op uw eerste grasmaaier of kettingzaag.",
    ),
    intro: t(
      "The 5.0 Ah battery and the rapid charger are the most popular combination in our range: enough runtime for an average garden, and back to full in under an hour.",
      "La batterie de 5,0 Ah et le chargeur rapide forment le duo le plus populaire de notre gamme : assez d'autonomie pour un jardin moyen, et une recharge complète en moins d'une heure.",
      "De accu van 5,0 Ah en de snellader vormen de populairste combinatie uit ons assortiment: genoeg looptijd voor een gemiddelde tuin en in minder dan een uur weer vol.",
    ),
    specs: [
      ["capacity", 5],
      ["chargeCurrent", 6],
      ["charge5", 55],
      t(
        "Contents: FT-B4050 battery and FT-C4060 rapid charger",
        "Contenu : batterie FT-B4050 et chargeur rapide FT-C4060",
        "Inhoud: accu FT-B4050 en snellader FT-C4060",
      ),
    ],
  },
];

// ---------------------------------------------------------------------------
// Rows.

type ProductRow = Omit<Insertable<ProductTable>, "commodity_type_id">;

export interface ProductDraft {
  category: string;
  model: string;
  row: ProductRow;
  specs: Map<SpecKey, SeedValue>;
}

const isFeature = (line: SpecLine): line is T => !Array.isArray(line);

/** Prose only: the introduction and the feature lines; the figures are specifications. */
function describe(product: ProductData): T {
  const features = product.specs.filter(isFeature);
  return renderBlocks([{ tag: "p", text: product.intro }, ...(features.length ? [ul(...features)] : [])]);
}

/** Variant and gallery size vary per product, so neighbours in a list do not look alike. */
async function productImages(paint: Painter, product: ProductData, index: number): Promise<string[]> {
  const { node } = findCategory(product.category);
  const count = 1 + (index % 3);
  const variants = Array.from({ length: count }, (_, i) => (index + i) % 4);
  return Promise.all(variants.map((variant) => paint.paint(art(node.kind, variant), "square")));
}

export async function buildProducts(paint: Painter): Promise<ProductDraft[]> {
  const dates = spreadDates(PRODUCTS.length, "2026-03-02T09:15:00Z", "2026-11-16T14:40:00Z");
  return Promise.all(
    PRODUCTS.map(async (product, index) => {
      const images = await productImages(paint, product, index);
      const position = PRODUCTS.filter((other) => other.category === product.category).indexOf(product);
      const row: ProductRow = {
        model: product.model,
        ...localize({ name: product.name, name_folded: mapT(product.name, foldText), summary: product.summary, description: describe(product) }),
        main_img_url: images[0]!,
        images: JSON.stringify(images),
        attr_sort: product.featured ? 1 : 0,
        sort_order: position,
        ...stamps(dates[(index * 17) % dates.length]!),
      };
      const values = product.specs.filter((line): line is [SpecKey, SeedValue] => Array.isArray(line));
      return { category: product.category, model: product.model, row, specs: productSpecValues({ ...product, values }) };
    }),
  );
}

export interface SeededProduct {
  id: number;
  name: string;
  category: string;
  specs: Map<SpecKey, SeedValue>;
}

export async function insertProducts(
  trx: Transaction<Database>,
  drafts: ProductDraft[],
  categories: Map<string, SeededCategory>,
): Promise<Map<string, SeededProduct>> {
  const seeded = new Map<string, SeededProduct>();
  for (const draft of drafts) {
    const category = categories.get(draft.category)!;
    const { id } = await trx
      .insertInto("commodities")
      .values({ ...draft.row, commodity_type_id: category.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    seeded.set(draft.model, { id, name: draft.row.en_name ?? "", category: draft.category, specs: draft.specs });
  }
  await indexProducts(
    trx,
    [...seeded.values()].map((product) => product.id),
  );
  return seeded;
}
