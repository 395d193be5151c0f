import type { Locale } from "#domain/locales.ts";
import { formatSpecValue, type SpecType } from "#domain/specs.ts";
import { t, type T } from "./helpers.ts";
import type { ProductDraft } from "./products.ts";
import { ATTRIBUTES, type SpecKey } from "./specs.ts";

/**
 * Each demo user manual speaks of its own model (decision 086): its name and model number, its
 * figures as the product data has them, its battery (the shared 40V pack, or a robot's built-in one), and how a
 * machine of its kind starts, stops and is looked after. Nothing here quotes a figure the data does not hold.
 */

/** Kinds of machine whose handling differs. */
type Family = "walkBehind" | "robot" | "chainsaw" | "handheld" | "battery" | "charger";

const FAMILY_OF: Record<string, Family> = {
  "push-mowers": "walkBehind",
  "self-propelled-mowers": "walkBehind",
  "lawn-scarifiers": "walkBehind",
  "tillers-cultivators": "walkBehind",
  "snow-throwers": "walkBehind",
  "robotic-mowers": "robot",
  "rear-handle-chainsaws": "chainsaw",
  "top-handle-chainsaws": "chainsaw",
  "pole-saws": "chainsaw",
  batteries: "battery",
  "starter-kits": "battery",
  chargers: "charger",
};
const familyOf = (category: string): Family => FAMILY_OF[category] ?? "handheld";

const USE: Record<Family, T> = {
  walkBehind: t(
    "Stand behind the handle. Press and hold the safety button, then pull the start bar against the handle: the motor starts. Release the bar to stop: the blade or rotor stops within three seconds. Never tilt or lift the machine while it runs.",
    "Placez-vous derrière le guidon. Maintenez le bouton de sécurité enfoncé, puis tirez l'étrier de démarrage contre le guidon : le moteur démarre. Relâchez l'étrier pour arrêter : la lame ou le rotor s'arrête en moins de trois secondes. Ne basculez et ne soulevez jamais la machine en marche.",
    "Ga achter de duwboom staan. Houd de veiligheidsknop ingedrukt en trek de startbeugel tegen de duwboom: de motor start. Laat de beugel los om te stoppen: het mes of de rotor stopt binnen drie seconden. Kantel of til de machine nooit op terwijl ze draait.",
  ),
  robot: t(
    "Set the mower in its charging station and follow the app to choose your PIN code, the mowing schedule and, on first use, the boundary of the lawn. The large red STOP button on top halts the blades at once; the mower then asks for the PIN before it moves again. Do not lift it by hand while the blades turn.",
    "Posez la tondeuse sur sa station de charge et suivez l'application pour choisir votre code PIN, le planning de tonte et, à la première utilisation, la limite de la pelouse. Le grand bouton rouge STOP sur le dessus arrête aussitôt les lames ; la tondeuse demande ensuite le code PIN avant de repartir. Ne la soulevez pas à la main pendant que les lames tournent.",
    "Zet de maaier in zijn laadstation en volg de app om uw pincode, het maaischema en, bij het eerste gebruik, de grens van het gazon in te stellen. De grote rode STOP-knop bovenop stopt de messen meteen; de maaier vraagt daarna de pincode voordat hij weer rijdt. Til hem niet met de hand op terwijl de messen draaien.",
  ),
  chainsaw: t(
    "Check that the chain is tensioned and oiled. Hold the saw with both hands, release the chain brake, press the lock-off button and then the trigger. Release the trigger to stop; push the front hand guard forward to brake the chain at once.",
    "Vérifiez que la chaîne est tendue et lubrifiée. Tenez la scie à deux mains, desserrez le frein de chaîne, appuyez sur le bouton de déverrouillage puis sur la gâchette. Relâchez la gâchette pour arrêter ; poussez le protège-main avant pour freiner la chaîne immédiatement.",
    "Controleer of de ketting gespannen en geolied is. Houd de zaag met beide handen vast, ontgrendel de kettingrem, druk op de inschakelblokkering en daarna op de schakelaar. Laat de schakelaar los om te stoppen; duw de voorste handbescherming naar voren om de ketting meteen te remmen.",
  ),
  handheld: t(
    "Hold the tool by its handles, press the lock-off button and then the trigger or switch. Release it to stop: the tool brakes within three seconds.",
    "Tenez l'outil par ses poignées, appuyez sur le bouton de déverrouillage puis sur la gâchette ou l'interrupteur. Relâchez pour arrêter : l'outil freine en moins de trois secondes.",
    "Houd het gereedschap aan de handgrepen vast, druk op de inschakelblokkering en daarna op de schakelaar. Laat los om te stoppen: het gereedschap remt binnen drie seconden.",
  ),
  battery: t(
    "Press the button on the pack to see its charge on the four lights. Slide the pack into the tool until it clicks; press the release button to take it out.",
    "Appuyez sur le bouton de la batterie pour voir sa charge sur les quatre voyants. Glissez-la dans l'outil jusqu'au déclic ; appuyez sur le bouton de déverrouillage pour la retirer.",
    "Druk op de knop van de accu om de lading op de vier lampjes te zien. Schuif de accu in het gereedschap tot hij vastklikt; druk op de ontgrendelknop om hem eruit te halen.",
  ),
  charger: t(
    "Plug the charger into a wall socket, then slide a Fantai 40V battery onto it. The light blinks green while charging and stays green when the battery is full; red means the battery is too hot or too cold: let it reach room temperature.",
    "Branchez le chargeur sur une prise murale, puis glissez-y une batterie Fantai 40V. Le voyant clignote en vert pendant la charge et reste vert quand la batterie est pleine ; rouge signifie que la batterie est trop chaude ou trop froide : laissez-la revenir à température ambiante.",
    "Steek de lader in een stopcontact en schuif er een Fantai 40V-accu op. Het lampje knippert groen tijdens het laden en blijft groen als de accu vol is; rood betekent dat de accu te warm of te koud is: laat hem op kamertemperatuur komen.",
  ),
};

const CARE: Record<Family, T> = {
  walkBehind: t(
    "Remove the battery before cleaning, adjusting or storing the machine. Brush clippings and soil from the housing and the blade or tines; never use a water jet. Have a blunt or damaged blade replaced with an original part. Store dry, between 5 and 25 °C.",
    "Retirez la batterie avant de nettoyer, régler ou ranger la machine. Brossez l'herbe et la terre du carter et de la lame ou des dents ; n'utilisez jamais de jet d'eau. Faites remplacer une lame émoussée ou abîmée par une pièce d'origine. Rangez au sec, entre 5 et 25 °C.",
    "Verwijder de accu voordat u de machine reinigt, afstelt of opbergt. Borstel maaisel en aarde van de behuizing en het mes of de tanden; gebruik nooit een waterstraal. Laat een bot of beschadigd mes vervangen door een origineel onderdeel. Bewaar droog, tussen 5 en 25 °C.",
  ),
  robot: t(
    "Its battery is built in and is not removed: before cleaning, switch the mower off with its main switch. Turn it over on a soft surface, brush the blade disc and the wheels, and replace the small blades every two to three months (they are reversible). Before winter, charge it fully, switch it off and store it indoors; unplug the station.",
    "Sa batterie est intégrée et ne se retire pas : avant tout nettoyage, éteignez la tondeuse avec son interrupteur principal. Retournez-la sur une surface souple, brossez le disque de coupe et les roues, et remplacez les petites lames tous les deux à trois mois (elles sont réversibles). Avant l'hiver, chargez-la complètement, éteignez-la et rangez-la à l'intérieur ; débranchez la station.",
    "De accu is ingebouwd en wordt niet verwijderd: zet de maaier voor het reinigen uit met de hoofdschakelaar. Leg hem ondersteboven op een zachte ondergrond, borstel de messchijf en de wielen, en vervang de kleine mesjes om de twee à drie maanden (ze zijn omkeerbaar). Laad hem voor de winter volledig op, zet hem uit en berg hem binnen op; haal de stekker van het station uit het stopcontact.",
  ),
  chainsaw: t(
    "Remove the battery before any work on the chain. Check the oil level before each use and top up with bio chain oil. Clean the bar groove and turn the bar over now and then; have a blunt chain sharpened or replaced. Fit the chain guard for transport and storage.",
    "Retirez la batterie avant toute intervention sur la chaîne. Contrôlez le niveau d'huile avant chaque utilisation et complétez avec de l'huile de chaîne bio. Nettoyez la rainure du guide et retournez le guide de temps en temps ; faites affûter ou remplacer une chaîne émoussée. Mettez le protège-chaîne pour le transport et le rangement.",
    "Verwijder de accu voor elk werk aan de ketting. Controleer voor elk gebruik het oliepeil en vul bij met biologische kettingolie. Reinig de groef van het zwaard en draai het zwaard af en toe om; laat een botte ketting slijpen of vervangen. Plaats de kettingbeschermer voor vervoer en opslag.",
  ),
  handheld: t(
    "Remove the battery before cleaning, adjusting or storing the tool. Clean with a soft brush, never with water under pressure. Store dry, between 5 and 25 °C.",
    "Retirez la batterie avant de nettoyer, régler ou ranger l'outil. Nettoyez avec une brosse douce, jamais au jet sous pression. Rangez au sec, entre 5 et 25 °C.",
    "Verwijder de accu voordat u het gereedschap reinigt, afstelt of opbergt. Reinig met een zachte borstel, nooit met water onder druk. Bewaar droog, tussen 5 en 25 °C.",
  ),
  battery: t(
    "Charge between 5 and 40 °C. For a winter's storage leave the pack about half charged, dry and frost-free. Keep the contacts clean; never open, crush or heat the pack.",
    "Chargez entre 5 et 40 °C. Pour l'hiver, rangez la batterie chargée à moitié environ, au sec et à l'abri du gel. Gardez les contacts propres ; n'ouvrez, n'écrasez et ne chauffez jamais la batterie.",
    "Laad op tussen 5 en 40 °C. Berg de accu voor de winter ongeveer half geladen op, droog en vorstvrij. Houd de contacten schoon; open, plet of verwarm de accu nooit.",
  ),
  charger: t(
    "Use the charger indoors only, on a dry surface with its vents free. Unplug it when not in use and before cleaning it with a dry cloth.",
    "Utilisez le chargeur uniquement à l'intérieur, sur une surface sèche, aérations dégagées. Débranchez-le après usage et avant de le nettoyer avec un chiffon sec.",
    "Gebruik de lader alleen binnenshuis, op een droge ondergrond met vrije ventilatieopeningen. Haal de stekker eruit na gebruik en voordat u hem met een droge doek reinigt.",
  ),
};

const HEADINGS = {
  about: t("About your {model}", "À propos de votre {model}", "Over uw {model}"),
  specs: t("Technical data", "Caractéristiques techniques", "Technische gegevens"),
  battery: t("Battery", "Batterie", "Accu"),
  use: t("Starting and stopping", "Mise en marche et arrêt", "Starten en stoppen"),
  charging: t("Charging", "Charge", "Opladen"),
  care: t("Care and storage", "Entretien et rangement", "Onderhoud en opbergen"),
  warranty: t("Warranty", "Garantie", "Garantie"),
};

const ABOUT = t(
  "This manual is for the {name}, model {model}. Read it and the safety instructions before first use, and keep both for later reference.",
  "Ce mode d'emploi concerne le produit {name}, modèle {model}. Lisez-le ainsi que les consignes de sécurité avant la première utilisation, et conservez-les.",
  "Deze gebruiksaanwijzing hoort bij {name}, model {model}. Lees ze en de veiligheidsvoorschriften voor het eerste gebruik en bewaar ze.",
);

const BATTERY: Record<"builtIn" | "shared" | "pack", T> = {
  builtIn: t(
    "The {model} has a built-in battery, charged in its station; it does not take the Fantai 40V packs. Charge it fully in the station before the first mowing.",
    "Le {model} a une batterie intégrée, rechargée sur sa station ; il ne prend pas les batteries Fantai 40V. Chargez-le complètement sur la station avant la première tonte.",
    "De {model} heeft een ingebouwde accu die in zijn station wordt opgeladen; hij werkt niet met de Fantai 40V-accu's. Laad hem volledig op in het station voor de eerste maaibeurt.",
  ),
  shared: t(
    "The {model} runs on any Fantai 40V battery ({slots}). Charge the battery fully before first use; slide it into the holder until it clicks.",
    "Le {model} fonctionne avec toute batterie Fantai 40V ({slots}). Chargez complètement la batterie avant la première utilisation ; glissez-la dans son logement jusqu'au déclic.",
    "De {model} werkt met elke Fantai 40V-accu ({slots}). Laad de accu volledig op voor het eerste gebruik; schuif hem in de houder tot hij vastklikt.",
  ),
  pack: t(
    "The {model} fits every Fantai 40V tool and charger. Charge it fully before first use.",
    "La {model} convient à tous les outils et chargeurs Fantai 40V. Chargez-la complètement avant la première utilisation.",
    "De {model} past op elk Fantai 40V-gereedschap en elke lader. Laad hem volledig op voor het eerste gebruik.",
  ),
};
const SLOTS: Record<"one" | "two", T> = {
  one: t("one battery slot", "un logement de batterie", "één accuslot"),
  two: t(
    "two battery slots: it runs on both batteries together",
    "deux logements : il fonctionne avec les deux batteries ensemble",
    "twee accusloten: hij werkt met beide accu's samen",
  ),
};
const WARRANTY = t(
  "Two years of warranty, plus one free extra year when you register the {model} within 30 days of purchase.",
  "Deux ans de garantie, plus une année offerte si vous enregistrez le {model} dans les 30 jours suivant l'achat.",
  "Twee jaar garantie, plus een gratis extra jaar als u de {model} binnen 30 dagen na aankoop registreert.",
);

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? "");

/** The product's figures as its data has them, one per line: "Cutting width: 46 cm". */
function technicalData(product: ProductDraft, locale: Locale): string {
  const lines: string[] = [];
  for (const [key, attribute] of Object.entries(ATTRIBUTES) as [SpecKey, (typeof ATTRIBUTES)[SpecKey]][]) {
    const value = product.specs.get(key);
    if (value === undefined) continue;
    const shape = {
      key: attribute.key,
      type: (attribute.type ?? "number") as SpecType,
      unit: attribute.unit ?? "",
      decimals: attribute.decimals ?? 0,
      choices: attribute.choices ?? [],
    };
    lines.push(`${attribute.label[locale]}: ${formatSpecValue(shape, value, locale)}`);
  }
  return lines.join("\n");
}

/** The sections of one product's user manual, in `locale`. */
export function userManualSections(product: ProductDraft, locale: Locale): [string, string][] {
  const family = familyOf(product.category);
  const name = String(product.row[`${locale}_name`] || product.row.en_name);
  const vars = { name, model: product.model, slots: SLOTS[product.specs.get("slots") === "2" ? "two" : "one"][locale] };
  const battery = product.specs.get("platform") === "built-in" ? "builtIn" : family === "battery" ? "pack" : family === "charger" ? undefined : "shared";
  const data = technicalData(product, locale);
  return [
    [fill(HEADINGS.about[locale], vars), fill(ABOUT[locale], vars)],
    ...(data ? [[HEADINGS.specs[locale], data] as [string, string]] : []),
    ...(battery ? [[HEADINGS.battery[locale], fill(BATTERY[battery][locale], vars)] as [string, string]] : []),
    [HEADINGS[family === "charger" ? "charging" : "use"][locale], fill(USE[family][locale], vars)],
    [HEADINGS.care[locale], fill(CARE[family][locale], vars)],
    [HEADINGS.warranty[locale], fill(WARRANTY[locale], vars)],
  ];
}
